CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "directions" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_projects" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicants_decided_by_idx" ON "applicants" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "applicants_status_created_at_idx" ON "applicants" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_status_valid" CHECK ("chapters"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "directions" ADD CONSTRAINT "directions_status_valid" CHECK ("directions"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_status_valid" CHECK ("lectures"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "mini_projects" ADD CONSTRAINT "mini_projects_status_valid" CHECK ("mini_projects"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_status_valid" CHECK ("subjects"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_status_valid" CHECK ("tasks"."status" in ('draft', 'published'));--> statement-breakpoint
-- Content written before drafts existed was what students saw: it stays published.
UPDATE "directions" SET "status" = 'published';--> statement-breakpoint
UPDATE "subjects" SET "status" = 'published';--> statement-breakpoint
UPDATE "chapters" SET "status" = 'published';--> statement-breakpoint
UPDATE "lectures" SET "status" = 'published';--> statement-breakpoint
UPDATE "tasks" SET "status" = 'published';--> statement-breakpoint
UPDATE "mini_projects" SET "status" = 'published';
