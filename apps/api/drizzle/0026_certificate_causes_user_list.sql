DROP INDEX "certificates_user_subject_unique";--> statement-breakpoint
DROP INDEX "certificates_user_direction_unique";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_as" text;--> statement-breakpoint
-- Why each certificate was revoked (ARCHITECTURE.md, "Reviews", "Corrections"). Those revoked
-- before this migration keep standing as an admin's decision: nothing issues them again.
UPDATE "certificates" SET "revoked_as" = 'decision' WHERE "revoked_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_subject_unique" ON "certificates" USING btree ("user_id","subject_id") WHERE "certificates"."kind" = 'subject' and "certificates"."revoked_as" is distinct from 'correction';--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_direction_unique" ON "certificates" USING btree ("user_id","direction_id") WHERE "certificates"."kind" = 'direction' and "certificates"."revoked_as" is distinct from 'correction';--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revocation_cause_complete" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoked_as" is null));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_as_valid" CHECK ("certificates"."revoked_as" in ('decision', 'correction'));--> statement-breakpoint
-- The staff's list of users keeps its counts per filter in memory (ARCHITECTURE.md, "How the
-- staff lists stay fast"): every change that could move one is announced on the channel
-- user_list, once per statement (the payload names no one: every count may have moved).
-- NOTIFY is transactional: delivered when, and only if, the change commits.
CREATE FUNCTION notify_user_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_list', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_user_list AFTER INSERT OR DELETE OR UPDATE OF full_name, email, phone, role, is_blacklisted ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_list();
--> statement-breakpoint
CREATE TRIGGER users_user_list_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_user_list();
