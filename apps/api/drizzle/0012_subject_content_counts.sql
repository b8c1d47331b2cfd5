CREATE TABLE "subject_content_counts" (
	"subject_id" integer PRIMARY KEY NOT NULL,
	"lectures" integer DEFAULT 0 NOT NULL,
	"tasks" integer DEFAULT 0 NOT NULL,
	"mini_projects" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subject_content_counts" ADD CONSTRAINT "subject_content_counts_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The counts are kept by the database (schema/learning.ts, subjectContentCounts). A recount
-- locks the subjects' rows first, in id order, then counts in a statement of its own: under
-- READ COMMITTED that statement sees what a concurrent writer of the same subject committed
-- while this one waited, so two editors saving at once cannot leave a stale count behind.
CREATE FUNCTION recount_subject_content(subject_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM subject_content_counts WHERE subject_id = ANY (subject_ids) ORDER BY subject_id FOR UPDATE;
  INSERT INTO subject_content_counts AS counts (subject_id, lectures, tasks, mini_projects)
  SELECT s.id,
    (SELECT count(*) FROM chapters c JOIN lectures i ON i.chapter_id = c.id
      WHERE c.subject_id = s.id AND c.status = 'published' AND i.status = 'published'),
    (SELECT count(*) FROM chapters c JOIN tasks i ON i.chapter_id = c.id
      WHERE c.subject_id = s.id AND c.status = 'published' AND i.status = 'published'),
    (SELECT count(*) FROM chapters c JOIN mini_projects i ON i.chapter_id = c.id
      WHERE c.subject_id = s.id AND c.status = 'published' AND i.status = 'published')
  FROM subjects s WHERE s.id = ANY (subject_ids)
  ON CONFLICT (subject_id) DO UPDATE SET lectures = excluded.lectures, tasks = excluded.tasks,
    mini_projects = excluded.mini_projects
  WHERE (counts.lectures, counts.tasks, counts.mini_projects)
    IS DISTINCT FROM (excluded.lectures, excluded.tasks, excluded.mini_projects);
END $$;
--> statement-breakpoint
CREATE FUNCTION subject_content_counts_new_subject() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO subject_content_counts (subject_id) SELECT id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subjects_content_counts AFTER INSERT ON subjects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_new_subject();
--> statement-breakpoint
CREATE FUNCTION subject_content_counts_chapters_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM recount_subject_content(ARRAY(SELECT DISTINCT subject_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM recount_subject_content(ARRAY(SELECT subject_id FROM new_rows UNION SELECT subject_id FROM old_rows));
  ELSE
    PERFORM recount_subject_content(ARRAY(SELECT DISTINCT subject_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION subject_content_counts_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM recount_subject_content(ARRAY(SELECT DISTINCT c.subject_id FROM new_rows i JOIN chapters c ON c.id = i.chapter_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM recount_subject_content(ARRAY(SELECT c.subject_id FROM chapters c
      WHERE c.id IN (SELECT chapter_id FROM new_rows UNION SELECT chapter_id FROM old_rows)));
  ELSE
    PERFORM recount_subject_content(ARRAY(SELECT DISTINCT c.subject_id FROM old_rows i JOIN chapters c ON c.id = i.chapter_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chapters_insert_content_counts AFTER INSERT ON chapters REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_chapters_changed();
--> statement-breakpoint
CREATE TRIGGER chapters_update_content_counts AFTER UPDATE ON chapters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_chapters_changed();
--> statement-breakpoint
CREATE TRIGGER chapters_delete_content_counts AFTER DELETE ON chapters REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_chapters_changed();
--> statement-breakpoint
CREATE TRIGGER lectures_insert_content_counts AFTER INSERT ON lectures REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_items_changed();
--> statement-breakpoint
CREATE TRIGGER lectures_update_content_counts AFTER UPDATE ON lectures REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_items_changed();
--> statement-breakpoint
CREATE TRIGGER lectures_delete_content_counts AFTER DELETE ON lectures REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_items_changed();
--> statement-breakpoint
CREATE TRIGGER tasks_insert_content_counts AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_items_changed();
--> statement-breakpoint
CREATE TRIGGER tasks_update_content_counts AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_items_changed();
--> statement-breakpoint
CREATE TRIGGER tasks_delete_content_counts AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_items_changed();
--> statement-breakpoint
CREATE TRIGGER mini_projects_insert_content_counts AFTER INSERT ON mini_projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_items_changed();
--> statement-breakpoint
CREATE TRIGGER mini_projects_update_content_counts AFTER UPDATE ON mini_projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_items_changed();
--> statement-breakpoint
CREATE TRIGGER mini_projects_delete_content_counts AFTER DELETE ON mini_projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_content_counts_items_changed();
--> statement-breakpoint
-- Every subject that exists already gets its row and its counts.
INSERT INTO subject_content_counts (subject_id) SELECT id FROM subjects;
--> statement-breakpoint
SELECT recount_subject_content(ARRAY(SELECT id FROM subjects));
