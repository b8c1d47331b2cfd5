ALTER TABLE "exam_bookings" ADD COLUMN "attended" boolean;--> statement-breakpoint
ALTER TABLE "exam_bookings" ADD COLUMN "attendance_recorded_at" timestamp with time zone;