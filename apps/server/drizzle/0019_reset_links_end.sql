-- A password reset link ends when its account's password changes (the user's change, a reset, the
-- administrator or the command line), when the account is disabled, and when a newer link is issued
-- for the account (ADR 0090). The database ends them, so no path that changes a password can forget to.
CREATE FUNCTION end_password_resets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM password_resets WHERE user_id = NEW.id AND used_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_end_password_resets AFTER UPDATE OF password_hash, status ON users FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash OR (NEW.status = 'disabled' AND OLD.status IS DISTINCT FROM 'disabled'))
  EXECUTE FUNCTION end_password_resets();
--> statement-breakpoint
CREATE FUNCTION end_older_password_resets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The account's row is locked first, as every password change and disabling locks it: two links
  -- issued at once wait for each other, so the later one always ends the earlier.
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR NO KEY UPDATE;
  DELETE FROM password_resets WHERE user_id = NEW.user_id AND used_at IS NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER password_resets_end_older BEFORE INSERT ON password_resets FOR EACH ROW EXECUTE FUNCTION end_older_password_resets();
