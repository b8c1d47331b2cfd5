-- Every change to what an applicant's own page (GET applicants/me) shows is announced on the
-- channel applicant, so that each server process can drop its copies of that page
-- (ARCHITECTURE.md, "Answers from memory"):
--  - the user's name, e-mail, phone or e-mail verification, their application, and their
--    exam booking name the user's id;
--  - a change to the sittings (a booking moves their seat counts), the schedule's time zone
--    or the countries concerns every applicant: the payload is '*'.
-- NOTIFY is transactional: it is delivered when, and only if, the change commits, and the
-- same payload twice in one transaction is delivered once.
CREATE FUNCTION notify_applicant_of_everyone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('applicant', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_applicant_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('applicant', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_applicant_of_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('applicant', (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A booking names its applicant; one removed with its applicant finds none, and the
-- applicant's own trigger has named the user.
CREATE FUNCTION notify_applicant_of_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('applicant', applicants.user_id::text) FROM applicants
    WHERE applicants.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.applicant_id ELSE NEW.applicant_id END);
  IF TG_OP = 'UPDATE' AND OLD.applicant_id IS DISTINCT FROM NEW.applicant_id THEN
    PERFORM pg_notify('applicant', applicants.user_id::text) FROM applicants WHERE applicants.id = OLD.applicant_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_applicant AFTER UPDATE OF full_name, email, phone, email_verified_at ON users
  FOR EACH ROW EXECUTE FUNCTION notify_applicant_of_user();
--> statement-breakpoint
CREATE TRIGGER applicants_applicant AFTER INSERT OR UPDATE OR DELETE ON applicants
  FOR EACH ROW EXECUTE FUNCTION notify_applicant_of_owner();
--> statement-breakpoint
CREATE TRIGGER applicants_applicant_truncate AFTER TRUNCATE ON applicants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_applicant_of_everyone();
--> statement-breakpoint
CREATE TRIGGER exam_bookings_applicant AFTER INSERT OR UPDATE OR DELETE ON exam_bookings
  FOR EACH ROW EXECUTE FUNCTION notify_applicant_of_booking();
--> statement-breakpoint
CREATE TRIGGER exam_bookings_applicant_truncate AFTER TRUNCATE ON exam_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_applicant_of_everyone();
--> statement-breakpoint
CREATE TRIGGER exam_slots_applicant AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exam_slots
  FOR EACH STATEMENT EXECUTE FUNCTION notify_applicant_of_everyone();
--> statement-breakpoint
CREATE TRIGGER exam_schedule_settings_applicant AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exam_schedule_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_applicant_of_everyone();
--> statement-breakpoint
CREATE TRIGGER countries_applicant AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_applicant_of_everyone();
