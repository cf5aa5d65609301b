-- The change feed hears of rows of the app only (the bell's counts and lists). A sender's claims and
-- outcomes change rows of mail and SMS a statement per message: through the generic function each ran a
-- dynamic query and sent a notification nobody reads. Static queries, and nothing sent without an app row.
CREATE FUNCTION campus_notify_app_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id::text) INTO keys FROM new_rows WHERE channel = 'app';
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT user_id::text) INTO keys
      FROM (SELECT user_id FROM new_rows WHERE channel = 'app' UNION ALL SELECT user_id FROM old_rows WHERE channel = 'app') s;
  ELSE
    SELECT array_agg(DISTINCT user_id::text) INTO keys FROM old_rows WHERE channel = 'app';
  END IF;
  IF keys IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM campus_notify_keys('n', keys);
  PERFORM pg_notify('campus_changes', 't:notifications');
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER notifications_changed_insert ON notifications;--> statement-breakpoint
DROP TRIGGER notifications_changed_update ON notifications;--> statement-breakpoint
DROP TRIGGER notifications_changed_delete ON notifications;--> statement-breakpoint
CREATE TRIGGER notifications_changed_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_app_notifications();--> statement-breakpoint
CREATE TRIGGER notifications_changed_update AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_app_notifications();--> statement-breakpoint
CREATE TRIGGER notifications_changed_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_app_notifications();
