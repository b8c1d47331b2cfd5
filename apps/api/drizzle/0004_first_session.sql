ALTER TABLE "users" ADD COLUMN "first_session_id" uuid;--> statement-breakpoint
-- Accounts that logged in before the column existed: their first session is their oldest one.
UPDATE "users" SET "first_session_id" = (
	SELECT "family_id" FROM "refresh_tokens"
	WHERE "refresh_tokens"."user_id" = "users"."id"
	ORDER BY "created_at", "id"
	LIMIT 1
);
