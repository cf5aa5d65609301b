-- A counter day closed, reopened or opened is told on the change feed (ADR 0070): the accounts landing
-- page counts the days of earlier dates not yet closed (ADR 0106).
CREATE TRIGGER counter_days_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON counter_days FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
