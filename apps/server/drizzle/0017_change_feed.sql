-- Every committed change to what a server keeps in memory is told to every server on the channel
-- campus_changes (ADR 0070): 's:<student id>', 'r:<ROLL NUMBER>', 'u:<user id>', '<kind>:*' when one
-- statement changed more than 100 of them, 't:<table>' for the office figures read from a table, and
-- 'all' for data every answer may use.
CREATE FUNCTION campus_notify_keys(kind text, keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  k text;
BEGIN
  IF coalesce(array_length(keys, 1), 0) > 100 THEN
    PERFORM pg_notify('campus_changes', kind || ':*');
    RETURN;
  END IF;
  FOREACH k IN ARRAY coalesce(keys, '{}') LOOP
    IF k IS NOT NULL THEN
      PERFORM pg_notify('campus_changes', kind || ':' || k);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION campus_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('campus_changes', 'all');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- One function per keyed table: TG_ARGV[0] is the kind, and the keys come from the rows the statement changed.
CREATE FUNCTION campus_notify_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  expr text := TG_ARGV[1];
  keys text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %s) FROM new_rows r', expr) INTO keys;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT k) FROM (SELECT %1$s AS k FROM new_rows r UNION ALL SELECT %1$s FROM old_rows r) s', expr) INTO keys;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT %s) FROM old_rows r', expr) INTO keys;
  END IF;
  PERFORM campus_notify_keys(kind, keys);
  PERFORM pg_notify('campus_changes', 't:' || TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION campus_notify_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('campus_changes', 't:' || TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_changed_insert AFTER INSERT ON students FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER students_changed_update AFTER UPDATE ON students REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.id::text');
--> statement-breakpoint
CREATE TRIGGER students_changed_delete AFTER DELETE ON students REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.id::text');
--> statement-breakpoint
CREATE TRIGGER student_results_changed_insert AFTER INSERT ON student_results REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('r', 'upper(r.roll_no)');
--> statement-breakpoint
CREATE TRIGGER student_results_changed_update AFTER UPDATE ON student_results REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('r', 'upper(r.roll_no)');
--> statement-breakpoint
CREATE TRIGGER student_results_changed_delete AFTER DELETE ON student_results REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('r', 'upper(r.roll_no)');
--> statement-breakpoint
CREATE TRIGGER payment_orders_changed_insert AFTER INSERT ON payment_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');
--> statement-breakpoint
CREATE TRIGGER payment_orders_changed_update AFTER UPDATE ON payment_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');
--> statement-breakpoint
CREATE TRIGGER payment_orders_changed_delete AFTER DELETE ON payment_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');
--> statement-breakpoint
CREATE TRIGGER payment_order_items_changed_insert AFTER INSERT ON payment_order_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', '(SELECT o.student_id::text FROM payment_orders o WHERE o.id = r.order_id)');
--> statement-breakpoint
CREATE TRIGGER payment_order_items_changed_update AFTER UPDATE ON payment_order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', '(SELECT o.student_id::text FROM payment_orders o WHERE o.id = r.order_id)');
--> statement-breakpoint
CREATE TRIGGER payment_order_items_changed_delete AFTER DELETE ON payment_order_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', '(SELECT o.student_id::text FROM payment_orders o WHERE o.id = r.order_id)');
--> statement-breakpoint
CREATE TRIGGER fee_collections_changed_insert AFTER INSERT ON fee_collections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');
--> statement-breakpoint
CREATE TRIGGER fee_collections_changed_update AFTER UPDATE ON fee_collections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');
--> statement-breakpoint
CREATE TRIGGER fee_collections_changed_delete AFTER DELETE ON fee_collections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('s', 'r.student_id::text');
--> statement-breakpoint
CREATE TRIGGER users_changed_insert AFTER INSERT ON users FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER users_changed_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('u', 'r.id::text');
--> statement-breakpoint
CREATE TRIGGER users_changed_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('u', 'r.id::text');
--> statement-breakpoint
CREATE TRIGGER sessions_changed_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('u', 'r.user_id::text');
--> statement-breakpoint
CREATE TRIGGER exam_titles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exam_titles FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_all();
--> statement-breakpoint
CREATE TRIGGER fee_types_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fee_types FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_all();
--> statement-breakpoint
CREATE TRIGGER fee_structure_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fee_structure FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_all();
--> statement-breakpoint
CREATE TRIGGER college_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON college_settings FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_all();
--> statement-breakpoint
CREATE TRIGGER courses_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_all();
--> statement-breakpoint
CREATE TRIGGER batches_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON batches FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_all();
--> statement-breakpoint
CREATE TRIGGER branches_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branches FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_all();
--> statement-breakpoint
CREATE TRIGGER semesters_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON semesters FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_all();

--> statement-breakpoint
CREATE TRIGGER applications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON applications FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER faculty_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faculty FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER faculty_achievements_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faculty_achievements FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER faculty_awards_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faculty_awards FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER faculty_mous_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faculty_mous FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER faculty_publications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faculty_publications FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER alumni_history_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON alumni_history FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER alumni_registrations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON alumni_registrations FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER audit_log_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER payment_refunds_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_refunds FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER departments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
