ALTER TABLE "directions" ADD COLUMN "badge_file_id" uuid;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "badge_file_id" uuid;--> statement-breakpoint
ALTER TABLE "directions" ADD CONSTRAINT "directions_badge_file_id_files_id_fk" FOREIGN KEY ("badge_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_badge_file_id_files_id_fk" FOREIGN KEY ("badge_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directions_badge_file_id_idx" ON "directions" USING btree ("badge_file_id");--> statement-breakpoint
CREATE INDEX "subjects_badge_file_id_idx" ON "subjects" USING btree ("badge_file_id");