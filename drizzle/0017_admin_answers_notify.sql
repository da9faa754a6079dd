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
DO $$
DECLARE
  shown text;
BEGIN
  FOREACH shown IN ARRAY ARRAY['orders', 'order_items', 'order_events', 'invoices', 'order_hours', 'gifts', 'users'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_answers()',
      shown || '_admin_answers', shown);
  END LOOP;
END
$$;
