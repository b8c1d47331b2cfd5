ALTER TABLE "questions" ADD COLUMN "explanation" text;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD COLUMN "late" boolean DEFAULT false NOT NULL;