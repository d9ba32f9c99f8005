-- Every change to a user row is announced on the channel `user_changed` with the row's id, at
-- commit. Each API process caches the signed-in users it has read (the per-request token-version
-- re-check) and drops an entry when its id is announced, so a deactivation, a password change or
-- a role change made through any replica reaches every replica's cache at once.
CREATE OR REPLACE FUNCTION notify_user_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('user_changed', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_changed
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
