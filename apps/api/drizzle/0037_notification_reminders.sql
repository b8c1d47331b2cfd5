CREATE TABLE "notification_reminders" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_reminders_user_id_kind_subject_subject_id_pk" PRIMARY KEY("user_id","kind","subject","subject_id"),
	CONSTRAINT "notification_reminders_kind_valid" CHECK ("notification_reminders"."kind" in ('due_soon', 'overdue', 'access_ended')),
	CONSTRAINT "notification_reminders_subject_valid" CHECK ("notification_reminders"."subject" in ('task', 'mini-project', 'period'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "notification_reminders" ADD CONSTRAINT "notification_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" in ('mini_project_reviewed', 'task_reviewed', 'payment_succeeded', 'payment_refunded', 'certificate_issued', 'certificate_revoked', 'review_queue', 'new_applicant', 'conversation_message', 'announcement', 'content_published', 'due_soon', 'overdue', 'access_ending', 'access_ended'));