CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audience" text NOT NULL,
	"direction_id" integer,
	"course_type" text,
	"title_en" text NOT NULL,
	"title_ru" text NOT NULL,
	"body_en" text NOT NULL,
	"body_ru" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" integer,
	CONSTRAINT "announcements_audience_valid" CHECK ("announcements"."audience" in ('everyone', 'direction', 'course_type')),
	CONSTRAINT "announcements_course_type_valid" CHECK ("announcements"."course_type" in ('online', 'offline')),
	CONSTRAINT "announcements_target_matches_audience" CHECK (("announcements"."direction_id" is not null) = ("announcements"."audience" = 'direction') and ("announcements"."course_type" is not null) = ("announcements"."audience" = 'course_type'))
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_direction_id_directions_id_fk" FOREIGN KEY ("direction_id") REFERENCES "public"."directions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_created_at_id_idx" ON "announcements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "announcements_direction_id_idx" ON "announcements" USING btree ("direction_id");