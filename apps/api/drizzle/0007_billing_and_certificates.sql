CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_plans" DROP CONSTRAINT "subscription_plans_duration_positive";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_valid";--> statement-breakpoint
DROP INDEX "subscriptions_user_id_idx";--> statement-breakpoint
DROP INDEX "certificates_user_subject_unique";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "status" SET DEFAULT 'active';--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "subject_id" DROP NOT NULL;--> statement-breakpoint
-- Payments recorded before billing existed were test retakes.
ALTER TABLE "payments" ADD COLUMN "description" text DEFAULT 'Test retake' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text DEFAULT 'test-hook' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "provider" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_label" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Plans sold before course formats had prices of their own were online ones.
ALTER TABLE "subscription_plans" ADD COLUMN "course_type" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ALTER COLUMN "course_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "period_months" integer;--> statement-breakpoint
UPDATE "subscription_plans" SET "period_months" = greatest(1, round("duration_days" / 30.0));--> statement-breakpoint
ALTER TABLE "subscription_plans" ALTER COLUMN "period_months" SET NOT NULL;--> statement-breakpoint
-- The trial had no plan; a period with a plan was paid. Status now says only whether a
-- period was cancelled: running, upcoming or ended follows from its dates.
ALTER TABLE "subscriptions" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "subscriptions" SET "kind" = CASE WHEN "plan_id" IS NULL THEN 'trial' ELSE 'paid' END, "status" = CASE WHEN "status" = 'cancelled' THEN 'cancelled' ELSE 'active' END;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "direction_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "verification_code" text NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_list_index" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "certificates_status_list_index_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "holder_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "credential" text NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_unique" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_id_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_direction_id_directions_id_fk" FOREIGN KEY ("direction_id") REFERENCES "public"."directions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_unique" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payments_user_id_created_at_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_ends_at_idx" ON "subscriptions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_payment_id_unique" ON "subscriptions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "subscriptions_ends_at_idx" ON "subscriptions" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_direction_unique" ON "certificates" USING btree ("user_id","direction_id") WHERE "certificates"."kind" = 'direction';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_verification_code_unique" ON "certificates" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_list_index_unique" ON "certificates" USING btree ("status_list_index");--> statement-breakpoint
CREATE INDEX "certificates_direction_id_idx" ON "certificates" USING btree ("direction_id");--> statement-breakpoint
CREATE INDEX "certificates_revoked_by_idx" ON "certificates" USING btree ("revoked_by");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_subject_unique" ON "certificates" USING btree ("user_id","subject_id") WHERE "certificates"."kind" = 'subject';--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_period_positive" CHECK ("subscription_plans"."period_months" > 0);--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_course_type_valid" CHECK ("subscription_plans"."course_type" in ('online', 'offline'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_kind_valid" CHECK ("subscriptions"."kind" in ('trial', 'paid'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_matches_kind" CHECK (("subscriptions"."kind" = 'trial') = ("subscriptions"."plan_id" is null));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_valid" CHECK ("subscriptions"."status" in ('active', 'cancelled'));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_kind_valid" CHECK ("certificates"."kind" in ('subject', 'direction'));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_subject_matches_kind" CHECK (("certificates"."kind" = 'subject') = ("certificates"."subject_id" is not null));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revocation_complete" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revocation_reason" is null));