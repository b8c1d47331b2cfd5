-- The staff lists' indexes (ARCHITECTURE.md, "How the staff lists stay fast"). The trigram
-- indexes need pg_trgm, a trusted extension (the database's owner may create it); the
-- embedded database (PGlite) loads it with every start (db/embedded.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "applicants_created_at_id_idx" ON "applicants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_created_at_id_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_blacklisted_created_at_id_idx" ON "users" USING btree ("created_at","id") WHERE "users"."is_blacklisted";--> statement-breakpoint
CREATE INDEX "users_full_name_lower_id_idx" ON "users" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);