CREATE TABLE "promotion_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text NOT NULL,
	"plan_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_codes_kind_valid" CHECK ("promotion_codes"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promotion_codes_code_upper" CHECK ("promotion_codes"."code" = upper("promotion_codes"."code")),
	CONSTRAINT "promotion_codes_value_range" CHECK ("promotion_codes"."value" >= 1 and ("promotion_codes"."kind" <> 'percent' or "promotion_codes"."value" <= 100)),
	CONSTRAINT "promotion_codes_currency_format" CHECK ("promotion_codes"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "promotion_codes_max_uses_positive" CHECK ("promotion_codes"."max_uses" is null or "promotion_codes"."max_uses" > 0),
	CONSTRAINT "promotion_codes_uses_within_max" CHECK ("promotion_codes"."uses" >= 0 and ("promotion_codes"."max_uses" is null or "promotion_codes"."uses" <= "promotion_codes"."max_uses")),
	CONSTRAINT "promotion_codes_validity_ordered" CHECK ("promotion_codes"."valid_from" is null or "promotion_codes"."valid_until" is null or "promotion_codes"."valid_until" > "promotion_codes"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "promotion_code_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "promotion_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_codes_code_unique" ON "promotion_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promotion_codes_created_at_id_idx" ON "promotion_codes" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promotion_code_id_promotion_codes_id_fk" FOREIGN KEY ("promotion_code_id") REFERENCES "public"."promotion_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_promotion_code_id_idx" ON "payments" USING btree ("promotion_code_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_discount_nonnegative" CHECK ("payments"."discount_amount" >= 0);