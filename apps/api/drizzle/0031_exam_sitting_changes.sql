ALTER TABLE "link_requests" DROP CONSTRAINT "link_requests_purpose_valid";--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_purpose_valid";--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "cancelled_slot_id" integer;--> statement-breakpoint
ALTER TABLE "exam_bookings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_slots" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_slots" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_cancelled_slot_id_exam_slots_id_fk" FOREIGN KEY ("cancelled_slot_id") REFERENCES "public"."exam_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicants_cancelled_slot_id_idx" ON "applicants" USING btree ("cancelled_slot_id");--> statement-breakpoint
ALTER TABLE "exam_slots" ADD CONSTRAINT "exam_slots_cancelled_empty" CHECK ("exam_slots"."cancelled_at" is null or ("exam_slots"."booked" = 0 and "exam_slots"."cancel_reason" is not null));--> statement-breakpoint
ALTER TABLE "link_requests" ADD CONSTRAINT "link_requests_purpose_valid" CHECK ("link_requests"."purpose" in ('verification', 'reset', 'set_password', 'exam_booking'));--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_purpose_valid" CHECK ("one_time_tokens"."purpose" in ('verification', 'reset', 'set_password', 'exam_booking'));