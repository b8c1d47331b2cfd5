CREATE TABLE "enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"direction_id" integer NOT NULL,
	"course_type" text NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_course_type_valid" CHECK ("enrolments"."course_type" in ('online', 'offline'))
);
--> statement-breakpoint
CREATE TABLE "lecture_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lecture_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lecture_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_assignment_id" integer NOT NULL,
	"github_link" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_status" text DEFAULT 'not_checked_yet' NOT NULL,
	"review_comment" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "project_submissions_review_status_valid" CHECK ("project_submissions"."review_status" in ('not_checked_yet', 'passed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_project_questions" ADD COLUMN "answer_type" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_projects" ADD COLUMN "due_days" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "due_days" integer;--> statement-breakpoint
ALTER TABLE "lecture_assignments" ADD COLUMN "last_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_answers" ADD COLUMN "submission_id" integer;--> statement-breakpoint
ALTER TABLE "task_assignments" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "task_assignments" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "task_assignments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_direction_id_directions_id_fk" FOREIGN KEY ("direction_id") REFERENCES "public"."directions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_attachments" ADD CONSTRAINT "lecture_attachments_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_attachments" ADD CONSTRAINT "lecture_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_project_assignment_id_project_assignments_id_fk" FOREIGN KEY ("project_assignment_id") REFERENCES "public"."project_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_user_direction_unique" ON "enrolments" USING btree ("user_id","direction_id");--> statement-breakpoint
CREATE INDEX "enrolments_direction_id_idx" ON "enrolments" USING btree ("direction_id");--> statement-breakpoint
CREATE INDEX "lecture_attachments_lecture_id_idx" ON "lecture_attachments" USING btree ("lecture_id");--> statement-breakpoint
CREATE INDEX "lecture_attachments_file_id_idx" ON "lecture_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "project_submissions_assignment_idx" ON "project_submissions" USING btree ("project_assignment_id","submitted_at");--> statement-breakpoint
CREATE INDEX "project_submissions_review_queue_idx" ON "project_submissions" USING btree ("review_status","submitted_at");--> statement-breakpoint
CREATE INDEX "project_submissions_reviewed_by_idx" ON "project_submissions" USING btree ("reviewed_by");--> statement-breakpoint
ALTER TABLE "project_answers" ADD CONSTRAINT "project_answers_submission_id_project_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."project_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignments" ADD CONSTRAINT "task_assignments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lecture_assignments_user_last_opened_idx" ON "lecture_assignments" USING btree ("user_id","last_opened_at");--> statement-breakpoint
CREATE INDEX "project_answers_submission_id_idx" ON "project_answers" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "task_assignments_reviewed_by_idx" ON "task_assignments" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "task_assignments_review_queue_idx" ON "task_assignments" USING btree ("review_status","submitted_at");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_visibility_valid" CHECK ("files"."visibility" in ('public', 'private'));--> statement-breakpoint
ALTER TABLE "mini_project_questions" ADD CONSTRAINT "mini_project_questions_answer_type_valid" CHECK ("mini_project_questions"."answer_type" in ('text', 'file'));--> statement-breakpoint
ALTER TABLE "mini_projects" ADD CONSTRAINT "mini_projects_due_days_positive" CHECK ("mini_projects"."due_days" > 0);--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_due_days_positive" CHECK ("tasks"."due_days" > 0);--> statement-breakpoint
-- Every earlier mini-project submission becomes the first row of its history.
INSERT INTO "project_submissions" ("project_assignment_id", "github_link", "submitted_at", "review_status", "review_comment", "reviewed_by", "reviewed_at")
SELECT "id", coalesce("github_link", ''), coalesce("submitted_at", "created_at"), "review_status", "review_comment", "reviewed_by", "reviewed_at"
FROM "project_assignments";--> statement-breakpoint
UPDATE "project_answers" SET "submission_id" = s."id"
FROM "project_submissions" s WHERE s."project_assignment_id" = "project_answers"."project_assignment_id";--> statement-breakpoint
-- Students from before enrolments: enrolled in the directions they have already worked in.
INSERT INTO "enrolments" ("user_id", "direction_id", "course_type", "enrolled_at")
SELECT DISTINCT u."id", s."direction_id", coalesce(a."course_type", 'online'), coalesce(a."admitted_at", u."created_at")
FROM "users" u
LEFT JOIN "applicants" a ON a."user_id" = u."id"
JOIN (
  SELECT la."user_id", c."subject_id" FROM "lecture_assignments" la JOIN "lectures" l ON l."id" = la."lecture_id" JOIN "chapters" c ON c."id" = l."chapter_id"
  UNION SELECT ta."user_id", c."subject_id" FROM "task_assignments" ta JOIN "tasks" t ON t."id" = ta."task_id" JOIN "chapters" c ON c."id" = t."chapter_id"
  UNION SELECT pa."user_id", c."subject_id" FROM "project_assignments" pa JOIN "mini_projects" m ON m."id" = pa."mini_project_id" JOIN "chapters" c ON c."id" = m."chapter_id"
) work ON work."user_id" = u."id"
JOIN "subjects" s ON s."id" = work."subject_id"
WHERE u."role" = 'student'
ON CONFLICT DO NOTHING;
