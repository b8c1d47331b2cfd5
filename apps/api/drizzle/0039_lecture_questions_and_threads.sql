CREATE TABLE "lecture_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lecture_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lecture_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"waiting_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_valid";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "conversation_messages" ALTER COLUMN "project_submission_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "task_assignment_id" integer;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "lecture_question_id" integer;--> statement-breakpoint
ALTER TABLE "lecture_questions" ADD CONSTRAINT "lecture_questions_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_questions" ADD CONSTRAINT "lecture_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lecture_questions_lecture_idx" ON "lecture_questions" USING btree ("lecture_id","user_id");--> statement-breakpoint
CREATE INDEX "lecture_questions_waiting_idx" ON "lecture_questions" USING btree ("waiting_since","id") WHERE "lecture_questions"."waiting_since" is not null;--> statement-breakpoint
CREATE INDEX "lecture_questions_user_id_idx" ON "lecture_questions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_task_assignment_id_task_assignments_id_fk" FOREIGN KEY ("task_assignment_id") REFERENCES "public"."task_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_lecture_question_id_lecture_questions_id_fk" FOREIGN KEY ("lecture_question_id") REFERENCES "public"."lecture_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_task_assignment_idx" ON "conversation_messages" USING btree ("task_assignment_id","created_at","id");--> statement-breakpoint
CREATE INDEX "conversation_messages_lecture_question_idx" ON "conversation_messages" USING btree ("lecture_question_id","created_at","id");--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_one_thread" CHECK (num_nonnulls("conversation_messages"."project_submission_id", "conversation_messages"."task_assignment_id", "conversation_messages"."lecture_question_id") = 1);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_valid" CHECK ("notification_preferences"."kind" in ('mini_project_reviewed', 'task_reviewed', 'payment_succeeded', 'payment_refunded', 'certificate_issued', 'certificate_revoked', 'review_queue', 'new_applicant', 'conversation_message', 'lecture_question', 'announcement', 'content_published', 'due_soon', 'overdue', 'access_ending', 'access_ended'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" in ('mini_project_reviewed', 'task_reviewed', 'payment_succeeded', 'payment_refunded', 'certificate_issued', 'certificate_revoked', 'review_queue', 'new_applicant', 'conversation_message', 'lecture_question', 'announcement', 'content_published', 'due_soon', 'overdue', 'access_ending', 'access_ended'));