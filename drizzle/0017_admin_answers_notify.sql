-- A write to what the back office's kept answers show (orders, their lines, history, documents
-- and hourly figures, gifts, customers) tells every server copy to forget them (src/server/lib/admin-answers.ts),
-- whatever made it: a route, a job, a payment's webhook or SQL by hand. Once per statement; NOTIFY
-- folds a transaction's identical messages into one, sent at commit, and none when it rolls back.
CREATE FUNCTION notify_admin_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('admin_answers', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_admin_answers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_answers();--> statement-breakpoint
CREATE TRIGGER order_items_admin_answers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_answers();--> statement-breakpoint
CREATE TRIGGER order_events_admin_answers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_answers();--> statement-breakpoint
CREATE TRIGGER invoices_admin_answers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_answers();--> statement-breakpoint
CREATE TRIGGER order_hours_admin_answers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_hours
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_answers();--> statement-breakpoint
CREATE TRIGGER gifts_admin_answers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gifts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_answers();--> statement-breakpoint
CREATE TRIGGER users_admin_answers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_answers();
