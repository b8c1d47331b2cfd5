-- A lecture's page shows its attachments (lecture_attachments: name and order) and their
-- files (files: type and size), which staff change without touching the lecture's row: such
-- a change is announced on the channel learning too, so that each server process drops its
-- copies of the learning answers (ARCHITECTURE.md, "Answers from memory"). Content concerns
-- every student: the payload is '*'. A file added is not yet shown anywhere (an attachment
-- naming it is announced), so only files changed or removed are.
CREATE TRIGGER lecture_attachments_learning AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lecture_attachments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
--> statement-breakpoint
CREATE TRIGGER files_learning AFTER UPDATE OR DELETE OR TRUNCATE ON files
  FOR EACH STATEMENT EXECUTE FUNCTION notify_learning_of_everyone();
