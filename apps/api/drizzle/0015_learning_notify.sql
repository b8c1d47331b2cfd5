-- Every change to what a student's learning reads answer (their directions, a direction, a
-- subject's page, a test's page) is announced on the channel learning, so that each server
-- process can drop its copies of those answers (ARCHITECTURE.md, "Answers from memory"):
--  - a change to the content (directions, subjects, chapters, lectures, tests and their
--    questions and answers, mini projects) concerns every student: the payload is '*';
--  - a change to a student's enrolments, work or retake payments names that student's id;
--  - opening a lecture again moves only its last opening, which only the copies of lecture
--    pages depend on (whether reading one again must record it): '<id>:lecture/' drops just
--    those of the student.
-- NOTIFY is transactional: it is delivered when, and only if, the change commits, and the
-- same payload twice in one transaction is delivered once.
CREATE FUNCTION notify_learning_of_everyone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('learning', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_learning_of_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('learning', (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_learning_of_owners_lectures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('learning', NEW.user_id::text || ':lecture/');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_learning_of_inserted_owners() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('learning', changed.user_id::text) FROM (SELECT DISTINCT user_id FROM new_rows) AS changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_learning_of_deleted_owners() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('learning', changed.user_id::text) FROM (SELECT DISTINCT user_id FROM old_rows) AS changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER directions_learning AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON directions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER subjects_learning AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subjects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER chapters_learning AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON chapters
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER lectures_learning AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lectures
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER tasks_learning AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tasks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER questions_learning AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER answers_learning AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON answers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER mini_projects_learning AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mini_projects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER enrolments_learning AFTER INSERT OR UPDATE OR DELETE ON enrolments
  FOR EACH ROW EXECUTE FUNCTION notify_learning_of_owner();
--> statement-breakpoint
CREATE TRIGGER enrolments_learning_truncate AFTER TRUNCATE ON enrolments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER lecture_assignments_learning_insert AFTER INSERT ON lecture_assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_inserted_owners();
--> statement-breakpoint
CREATE TRIGGER lecture_assignments_learning_update AFTER UPDATE ON lecture_assignments FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION notify_learning_of_owner();
--> statement-breakpoint
CREATE TRIGGER lecture_assignments_learning_opening AFTER UPDATE ON lecture_assignments FOR EACH ROW
  WHEN (OLD.status IS NOT DISTINCT FROM NEW.status AND OLD.last_opened_at IS DISTINCT FROM NEW.last_opened_at)
  EXECUTE FUNCTION notify_learning_of_owners_lectures();
--> statement-breakpoint
CREATE TRIGGER lecture_assignments_learning_delete AFTER DELETE ON lecture_assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_deleted_owners();
--> statement-breakpoint
CREATE TRIGGER lecture_assignments_learning_truncate AFTER TRUNCATE ON lecture_assignments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER task_assignments_learning_insert AFTER INSERT ON task_assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_inserted_owners();
--> statement-breakpoint
CREATE TRIGGER task_assignments_learning_update AFTER UPDATE ON task_assignments FOR EACH ROW
  EXECUTE FUNCTION notify_learning_of_owner();
--> statement-breakpoint
CREATE TRIGGER task_assignments_learning_delete AFTER DELETE ON task_assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_deleted_owners();
--> statement-breakpoint
CREATE TRIGGER task_assignments_learning_truncate AFTER TRUNCATE ON task_assignments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER project_assignments_learning_insert AFTER INSERT ON project_assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_inserted_owners();
--> statement-breakpoint
CREATE TRIGGER project_assignments_learning_update AFTER UPDATE ON project_assignments FOR EACH ROW
  WHEN (OLD.review_status IS DISTINCT FROM NEW.review_status) EXECUTE FUNCTION notify_learning_of_owner();
--> statement-breakpoint
CREATE TRIGGER project_assignments_learning_delete AFTER DELETE ON project_assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_deleted_owners();
--> statement-breakpoint
CREATE TRIGGER project_assignments_learning_truncate AFTER TRUNCATE ON project_assignments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER payments_learning AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION notify_learning_of_owner();
--> statement-breakpoint
CREATE TRIGGER payments_learning_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
