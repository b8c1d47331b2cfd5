CREATE TABLE "link_requests" (
	"purpose" text NOT NULL,
	"address_hash" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "link_requests_purpose_address_hash_pk" PRIMARY KEY("purpose","address_hash"),
	CONSTRAINT "link_requests_purpose_valid" CHECK ("link_requests"."purpose" in ('verification', 'reset', 'set_password'))
);
--> statement-breakpoint
CREATE INDEX "link_requests_requested_at_idx" ON "link_requests" USING btree ("requested_at");