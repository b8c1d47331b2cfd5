-- Every change to what authenticating a request reads (users' findAccessState: the role, the
-- block, the password change, the sessions' refresh tokens, the access periods) is announced
-- on the channel access_state with the user's id, so that each server process can drop its
-- copy of that user's access state (ARCHITECTURE.md, "The access check from memory").
-- NOTIFY is transactional: it is delivered when, and only if, the change commits.
CREATE FUNCTION notify_access_state_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_state', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_access_state_of_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_state', (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_access_state AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.role, OLD.is_blacklisted, OLD.password_changed_at)
    IS DISTINCT FROM (NEW.role, NEW.is_blacklisted, NEW.password_changed_at))
  EXECUTE FUNCTION notify_access_state_of_user();
--> statement-breakpoint
CREATE TRIGGER users_access_state_deleted AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION notify_access_state_of_user();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_access_state AFTER INSERT OR UPDATE OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_access_state_of_owner();
--> statement-breakpoint
CREATE TRIGGER subscriptions_access_state AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION notify_access_state_of_owner();
