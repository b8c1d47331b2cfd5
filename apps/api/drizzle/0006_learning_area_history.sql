ALTER TABLE "project_answers" DROP CONSTRAINT "project_answers_project_assignment_id_project_assignments_id_fk";
--> statement-breakpoint
ALTER TABLE "project_assignments" DROP CONSTRAINT "project_assignments_reviewed_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "project_answers_assignment_question_unique";--> statement-breakpoint
DROP INDEX "project_answers_submission_id_idx";--> statement-breakpoint
DROP INDEX "project_assignments_reviewed_by_idx";--> statement-breakpoint
ALTER TABLE "project_answers" ALTER COLUMN "submission_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "project_answers_submission_question_unique" ON "project_answers" USING btree ("submission_id","question_id");--> statement-breakpoint
ALTER TABLE "project_answers" DROP COLUMN "project_assignment_id";--> statement-breakpoint
ALTER TABLE "project_assignments" DROP COLUMN "github_link";--> statement-breakpoint
ALTER TABLE "project_assignments" DROP COLUMN "review_comment";--> statement-breakpoint
ALTER TABLE "project_assignments" DROP COLUMN "reviewed_by";--> statement-breakpoint
ALTER TABLE "project_assignments" DROP COLUMN "reviewed_at";--> statement-breakpoint
ALTER TABLE "project_assignments" DROP COLUMN "submitted_at";--> statement-breakpoint
ALTER TABLE "task_assignments" DROP COLUMN "retake_paid";