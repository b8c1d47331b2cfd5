-- Every change to what the public exam calendar answers (the schedule's time zone, its week
-- days and their times, and the seats taken in each sitting) is announced on the channel
-- exam_schedule, so that each server process can drop its copies of the calendar
-- (ARCHITECTURE.md, "Answers from memory"). The calendar is everyone's: the payload is '*'.
-- NOTIFY is transactional: it is delivered when, and only if, the change commits, and the
-- same payload twice in one transaction is delivered once.
CREATE FUNCTION notify_exam_schedule() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('exam_schedule', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER exam_schedule_settings_calendar AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exam_schedule_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_exam_schedule();
--> statement-breakpoint
CREATE TRIGGER exam_week_days_calendar AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exam_week_days
  FOR EACH STATEMENT EXECUTE FUNCTION notify_exam_schedule();
--> statement-breakpoint
CREATE TRIGGER exam_week_day_times_calendar AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exam_week_day_times
  FOR EACH STATEMENT EXECUTE FUNCTION notify_exam_schedule();
--> statement-breakpoint
CREATE TRIGGER exam_slots_calendar AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exam_slots
  FOR EACH STATEMENT EXECUTE FUNCTION notify_exam_schedule();
