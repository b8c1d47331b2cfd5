CREATE TABLE "student_subject_progress" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"completed_lectures" integer DEFAULT 0 NOT NULL,
	"passed_tasks" integer DEFAULT 0 NOT NULL,
	"passed_mini_projects" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "student_subject_progress_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
ALTER TABLE "student_subject_progress" ADD CONSTRAINT "student_subject_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subject_progress" ADD CONSTRAINT "student_subject_progress_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_subject_progress_subject_id_idx" ON "student_subject_progress" USING btree ("subject_id");--> statement-breakpoint
-- The counts are kept by the database (schema/progress.ts, studentSubjectProgress), like the
-- subjects' totals (0012): a recount makes sure the (student, subject) rows exist, locks them
-- in key order, then counts in a statement of its own, which under READ COMMITTED sees what a
-- concurrent writer of the same row committed while this one waited. A pair whose student or
-- subject is being deleted (a cascade) gets no row.
CREATE FUNCTION recount_student_progress(user_ids integer[], subject_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(user_ids) IS NOT DISTINCT FROM 0 OR user_ids IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO student_subject_progress (user_id, subject_id)
  SELECT DISTINCT p.user_id, p.subject_id FROM unnest(user_ids, subject_ids) AS p(user_id, subject_id)
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id)
    AND EXISTS (SELECT 1 FROM subjects s WHERE s.id = p.subject_id)
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM student_subject_progress pr
  WHERE (pr.user_id, pr.subject_id) IN (SELECT * FROM unnest(user_ids, subject_ids))
  ORDER BY pr.user_id, pr.subject_id FOR UPDATE;
  UPDATE student_subject_progress pr SET
    completed_lectures = (SELECT count(*) FROM lecture_assignments a
      JOIN lectures i ON i.id = a.lecture_id JOIN chapters c ON c.id = i.chapter_id
      WHERE a.user_id = pr.user_id AND c.subject_id = pr.subject_id AND a.status = 'completed'
        AND i.status = 'published' AND c.status = 'published'),
    passed_tasks = (SELECT count(*) FROM task_assignments a
      JOIN tasks i ON i.id = a.task_id JOIN chapters c ON c.id = i.chapter_id
      WHERE a.user_id = pr.user_id AND c.subject_id = pr.subject_id AND a.review_status = 'passed'
        AND i.status = 'published' AND c.status = 'published'),
    passed_mini_projects = (SELECT count(*) FROM project_assignments a
      JOIN mini_projects i ON i.id = a.mini_project_id JOIN chapters c ON c.id = i.chapter_id
      WHERE a.user_id = pr.user_id AND c.subject_id = pr.subject_id AND a.review_status = 'passed'
        AND i.status = 'published' AND c.status = 'published')
  WHERE (pr.user_id, pr.subject_id) IN (SELECT * FROM unnest(user_ids, subject_ids));
END $$;
--> statement-breakpoint
-- Every student's row in the subjects given.
CREATE FUNCTION recount_student_progress_in_subjects(subject_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_student_progress(array_agg(pr.user_id), array_agg(pr.subject_id))
  FROM student_subject_progress pr WHERE pr.subject_id = ANY (subject_ids);
END $$;
--> statement-breakpoint
-- A piece of work became countable, or stopped being: work added or removed is handled per
-- statement (one recount per student and subject, however many rows a statement writes);
-- a change of status per row, and only when it changes whether the work counts (a WHEN
-- on the row, so opening a lecture again costs no function call).
CREATE FUNCTION student_progress_lecture_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM recount_student_progress(array_agg(w.user_id), array_agg(c.subject_id))
    FROM (VALUES (NEW.user_id, NEW.lecture_id), (OLD.user_id, OLD.lecture_id)) AS w(user_id, item_id)
    JOIN lectures i ON i.id = w.item_id JOIN chapters c ON c.id = i.chapter_id;
  ELSIF TG_OP = 'INSERT' THEN
    -- Most inserts count nothing (a lecture opened, a test started): the recount returns at once.
    PERFORM recount_student_progress(array_agg(w.user_id), array_agg(w.subject_id)) FROM (
      SELECT DISTINCT r.user_id, c.subject_id FROM new_rows r
      JOIN lectures i ON i.id = r.lecture_id JOIN chapters c ON c.id = i.chapter_id WHERE r.status = 'completed') w;
  ELSE
    PERFORM recount_student_progress(array_agg(w.user_id), array_agg(w.subject_id)) FROM (
      SELECT DISTINCT r.user_id, c.subject_id FROM old_rows r
      JOIN lectures i ON i.id = r.lecture_id JOIN chapters c ON c.id = i.chapter_id WHERE r.status = 'completed') w;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION student_progress_task_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM recount_student_progress(array_agg(w.user_id), array_agg(c.subject_id))
    FROM (VALUES (NEW.user_id, NEW.task_id), (OLD.user_id, OLD.task_id)) AS w(user_id, item_id)
    JOIN tasks i ON i.id = w.item_id JOIN chapters c ON c.id = i.chapter_id;
  ELSIF TG_OP = 'INSERT' THEN
    -- Most inserts count nothing (a lecture opened, a test started): the recount returns at once.
    PERFORM recount_student_progress(array_agg(w.user_id), array_agg(w.subject_id)) FROM (
      SELECT DISTINCT r.user_id, c.subject_id FROM new_rows r
      JOIN tasks i ON i.id = r.task_id JOIN chapters c ON c.id = i.chapter_id WHERE r.review_status = 'passed') w;
  ELSE
    PERFORM recount_student_progress(array_agg(w.user_id), array_agg(w.subject_id)) FROM (
      SELECT DISTINCT r.user_id, c.subject_id FROM old_rows r
      JOIN tasks i ON i.id = r.task_id JOIN chapters c ON c.id = i.chapter_id WHERE r.review_status = 'passed') w;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION student_progress_project_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM recount_student_progress(array_agg(w.user_id), array_agg(c.subject_id))
    FROM (VALUES (NEW.user_id, NEW.mini_project_id), (OLD.user_id, OLD.mini_project_id)) AS w(user_id, item_id)
    JOIN mini_projects i ON i.id = w.item_id JOIN chapters c ON c.id = i.chapter_id;
  ELSIF TG_OP = 'INSERT' THEN
    -- Most inserts count nothing (a lecture opened, a test started): the recount returns at once.
    PERFORM recount_student_progress(array_agg(w.user_id), array_agg(w.subject_id)) FROM (
      SELECT DISTINCT r.user_id, c.subject_id FROM new_rows r
      JOIN mini_projects i ON i.id = r.mini_project_id JOIN chapters c ON c.id = i.chapter_id WHERE r.review_status = 'passed') w;
  ELSE
    PERFORM recount_student_progress(array_agg(w.user_id), array_agg(w.subject_id)) FROM (
      SELECT DISTINCT r.user_id, c.subject_id FROM old_rows r
      JOIN mini_projects i ON i.id = r.mini_project_id JOIN chapters c ON c.id = i.chapter_id WHERE r.review_status = 'passed') w;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lecture_assignments_progress_insert AFTER INSERT ON lecture_assignments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_lecture_work();
--> statement-breakpoint
CREATE TRIGGER lecture_assignments_progress_update AFTER UPDATE ON lecture_assignments FOR EACH ROW
  WHEN ((OLD.status = 'completed') <> (NEW.status = 'completed') OR OLD.user_id <> NEW.user_id
    OR OLD.lecture_id <> NEW.lecture_id)
  EXECUTE FUNCTION student_progress_lecture_work();
--> statement-breakpoint
CREATE TRIGGER lecture_assignments_progress_delete AFTER DELETE ON lecture_assignments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_lecture_work();
--> statement-breakpoint
CREATE TRIGGER task_assignments_progress_insert AFTER INSERT ON task_assignments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_task_work();
--> statement-breakpoint
CREATE TRIGGER task_assignments_progress_update AFTER UPDATE ON task_assignments FOR EACH ROW
  WHEN ((OLD.review_status = 'passed') <> (NEW.review_status = 'passed') OR OLD.user_id <> NEW.user_id
    OR OLD.task_id <> NEW.task_id)
  EXECUTE FUNCTION student_progress_task_work();
--> statement-breakpoint
CREATE TRIGGER task_assignments_progress_delete AFTER DELETE ON task_assignments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_task_work();
--> statement-breakpoint
CREATE TRIGGER project_assignments_progress_insert AFTER INSERT ON project_assignments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_project_work();
--> statement-breakpoint
CREATE TRIGGER project_assignments_progress_update AFTER UPDATE ON project_assignments FOR EACH ROW
  WHEN ((OLD.review_status = 'passed') <> (NEW.review_status = 'passed') OR OLD.user_id <> NEW.user_id
    OR OLD.mini_project_id <> NEW.mini_project_id)
  EXECUTE FUNCTION student_progress_project_work();
--> statement-breakpoint
CREATE TRIGGER project_assignments_progress_delete AFTER DELETE ON project_assignments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_project_work();
--> statement-breakpoint
-- Content published, drafted, moved or deleted: every row of the subjects it left or joined
-- is counted again, and a student whose countable work moved into a subject gets its row.
-- (Deleted items take their work with them, in a cascade that runs before these statement
-- triggers: so the rows are found by subject, not through the work.)
CREATE FUNCTION student_progress_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  subject_ids integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM recount_student_progress_in_subjects(
      ARRAY(SELECT DISTINCT c.subject_id FROM old_rows o JOIN chapters c ON c.id = o.chapter_id));
    RETURN NULL;
  END IF;
  changed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.status, o.chapter_id) IS DISTINCT FROM (n.status, n.chapter_id));
  IF cardinality(changed) = 0 THEN
    RETURN NULL;
  END IF;
  subject_ids := ARRAY(
    SELECT c.subject_id FROM old_rows o JOIN chapters c ON c.id = o.chapter_id WHERE o.id = ANY (changed)
    UNION SELECT c.subject_id FROM new_rows n JOIN chapters c ON c.id = n.chapter_id WHERE n.id = ANY (changed));
  PERFORM recount_student_progress_in_subjects(subject_ids);
  IF TG_TABLE_NAME = 'lectures' THEN
    PERFORM recount_student_progress(array_agg(a.user_id), array_agg(c.subject_id))
    FROM lectures i JOIN chapters c ON c.id = i.chapter_id
    JOIN lecture_assignments a ON a.lecture_id = i.id AND a.status = 'completed'
    WHERE i.id = ANY (changed);
  ELSIF TG_TABLE_NAME = 'tasks' THEN
    PERFORM recount_student_progress(array_agg(a.user_id), array_agg(c.subject_id))
    FROM tasks i JOIN chapters c ON c.id = i.chapter_id
    JOIN task_assignments a ON a.task_id = i.id AND a.review_status = 'passed'
    WHERE i.id = ANY (changed);
  ELSE
    PERFORM recount_student_progress(array_agg(a.user_id), array_agg(c.subject_id))
    FROM mini_projects i JOIN chapters c ON c.id = i.chapter_id
    JOIN project_assignments a ON a.mini_project_id = i.id AND a.review_status = 'passed'
    WHERE i.id = ANY (changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION student_progress_chapters_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM recount_student_progress_in_subjects(ARRAY(SELECT DISTINCT subject_id FROM old_rows));
    RETURN NULL;
  END IF;
  changed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.status, o.subject_id) IS DISTINCT FROM (n.status, n.subject_id));
  IF cardinality(changed) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM recount_student_progress_in_subjects(ARRAY(
    SELECT subject_id FROM old_rows WHERE id = ANY (changed)
    UNION SELECT subject_id FROM new_rows WHERE id = ANY (changed)));
  PERFORM recount_student_progress(array_agg(work.user_id), array_agg(work.subject_id)) FROM (
    SELECT a.user_id, c.subject_id FROM chapters c JOIN lectures i ON i.chapter_id = c.id
      JOIN lecture_assignments a ON a.lecture_id = i.id AND a.status = 'completed' WHERE c.id = ANY (changed)
    UNION SELECT a.user_id, c.subject_id FROM chapters c JOIN tasks i ON i.chapter_id = c.id
      JOIN task_assignments a ON a.task_id = i.id AND a.review_status = 'passed' WHERE c.id = ANY (changed)
    UNION SELECT a.user_id, c.subject_id FROM chapters c JOIN mini_projects i ON i.chapter_id = c.id
      JOIN project_assignments a ON a.mini_project_id = i.id AND a.review_status = 'passed' WHERE c.id = ANY (changed)
  ) work;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lectures_update_student_progress AFTER UPDATE ON lectures REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_items_changed();
--> statement-breakpoint
CREATE TRIGGER lectures_delete_student_progress AFTER DELETE ON lectures REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_items_changed();
--> statement-breakpoint
CREATE TRIGGER tasks_update_student_progress AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_items_changed();
--> statement-breakpoint
CREATE TRIGGER tasks_delete_student_progress AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_items_changed();
--> statement-breakpoint
CREATE TRIGGER mini_projects_update_student_progress AFTER UPDATE ON mini_projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_items_changed();
--> statement-breakpoint
CREATE TRIGGER mini_projects_delete_student_progress AFTER DELETE ON mini_projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_items_changed();
--> statement-breakpoint
CREATE TRIGGER chapters_update_student_progress AFTER UPDATE ON chapters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_chapters_changed();
--> statement-breakpoint
CREATE TRIGGER chapters_delete_student_progress AFTER DELETE ON chapters REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION student_progress_chapters_changed();
--> statement-breakpoint
-- Every student's countable work so far gets its rows and counts.
SELECT recount_student_progress(array_agg(work.user_id), array_agg(work.subject_id)) FROM (
  SELECT a.user_id, c.subject_id FROM lecture_assignments a JOIN lectures i ON i.id = a.lecture_id
    JOIN chapters c ON c.id = i.chapter_id WHERE a.status = 'completed'
  UNION SELECT a.user_id, c.subject_id FROM task_assignments a JOIN tasks i ON i.id = a.task_id
    JOIN chapters c ON c.id = i.chapter_id WHERE a.review_status = 'passed'
  UNION SELECT a.user_id, c.subject_id FROM project_assignments a JOIN mini_projects i ON i.id = a.mini_project_id
    JOIN chapters c ON c.id = i.chapter_id WHERE a.review_status = 'passed'
) work;
