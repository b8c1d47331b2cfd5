ALTER TABLE "questions" DROP CONSTRAINT "questions_answer_type_valid";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "code" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_code_only_for_code" CHECK (("questions"."answer_type" = 'code') = ("questions"."code" is not null));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_answer_type_valid" CHECK ("questions"."answer_type" in ('single', 'multiple', 'text', 'code'));