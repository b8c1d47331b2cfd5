CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"retake_price" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_settings_single_row" CHECK ("billing_settings"."id" = 1),
	CONSTRAINT "billing_settings_retake_price_nonnegative" CHECK ("billing_settings"."retake_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_months" integer;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "name_ru" text;--> statement-breakpoint
UPDATE "subscription_plans" SET "name_ru" = "name";--> statement-breakpoint
ALTER TABLE "subscription_plans" ALTER COLUMN "name_ru" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_period_months_positive" CHECK ("payments"."period_months" > 0);