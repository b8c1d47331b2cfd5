ALTER TABLE "payments" DROP CONSTRAINT "payments_status_valid";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('pending', 'succeeded', 'declined', 'cancelled', 'expired'));--> statement-breakpoint
-- A retake's description is the test's title alone now (the history and the receipt name it a retake in the reader's language).
UPDATE "payments" SET "description" = substr("description", 9) WHERE "purpose" = 'retake' AND "description" LIKE 'Retake: %';
