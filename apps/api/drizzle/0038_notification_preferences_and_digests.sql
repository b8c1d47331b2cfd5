CREATE TABLE "notification_digests" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "notification_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_valid" CHECK ("notification_preferences"."kind" in ('mini_project_reviewed', 'task_reviewed', 'payment_succeeded', 'payment_refunded', 'certificate_issued', 'certificate_revoked', 'review_queue', 'new_applicant', 'conversation_message', 'announcement', 'content_published', 'due_soon', 'overdue', 'access_ending', 'access_ended')),
	CONSTRAINT "notification_preferences_mode_valid" CHECK ("notification_preferences"."mode" in ('in_app', 'email', 'digest'))
);
--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_preferences_mode_idx" ON "notification_preferences" USING btree ("mode","kind");