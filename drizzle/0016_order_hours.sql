CREATE TABLE "order_hours" (
	"hour" timestamp with time zone NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer NOT NULL,
	"pending" integer NOT NULL,
	"paid_revenue" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_hours_hour_shard_pk" PRIMARY KEY("hour","shard")
);
--> statement-breakpoint
-- Every order counts in the hour (UTC) it was placed: +1 when written, -1 when deleted, its old
-- figures out and its new ones in when its status, payment or total changes. A connection adds to
-- its own shard of the hour, so orders placed at once do not queue on one row.
CREATE FUNCTION count_order_hours() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  own_shard smallint := pg_backend_pid() % 8;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO order_hours AS h (hour, shard, orders, pending, paid_revenue)
    VALUES (date_trunc('hour', OLD.created_at, 'UTC'), own_shard, -1, -(OLD.status = 'pending')::integer,
      CASE WHEN OLD.payment_status = 'completed' THEN -OLD.total_amount ELSE 0 END)
    ON CONFLICT (hour, shard) DO UPDATE SET orders = h.orders + excluded.orders, pending = h.pending + excluded.pending,
      paid_revenue = h.paid_revenue + excluded.paid_revenue;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_hours AS h (hour, shard, orders, pending, paid_revenue)
    VALUES (date_trunc('hour', NEW.created_at, 'UTC'), own_shard, 1, (NEW.status = 'pending')::integer,
      CASE WHEN NEW.payment_status = 'completed' THEN NEW.total_amount ELSE 0 END)
    ON CONFLICT (hour, shard) DO UPDATE SET orders = h.orders + excluded.orders, pending = h.pending + excluded.pending,
      paid_revenue = h.paid_revenue + excluded.paid_revenue;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_counted_by_hour AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION count_order_hours();--> statement-breakpoint
CREATE TRIGGER orders_recounted_by_hour AFTER UPDATE OF status, payment_status, total_amount, created_at ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR OLD.total_amount IS DISTINCT FROM NEW.total_amount OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION count_order_hours();--> statement-breakpoint
CREATE FUNCTION forget_order_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_hours;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_truncated AFTER TRUNCATE ON orders EXECUTE FUNCTION forget_order_hours();--> statement-breakpoint
-- The orders placed before these triggers; they lock the table, so no order slips between the two.
INSERT INTO order_hours (hour, shard, orders, pending, paid_revenue)
  SELECT date_trunc('hour', created_at, 'UTC'), 0, count(*), count(*) FILTER (WHERE status = 'pending'),
    coalesce(sum(total_amount) FILTER (WHERE payment_status = 'completed'), 0)
  FROM orders GROUP BY 1;
