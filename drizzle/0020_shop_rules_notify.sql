-- One trigger function for every NOTIFY a write sends at commit: the channel (and the payload, if
-- any) are the trigger's arguments. It replaces the functions of migrations 0008 and 0017.
CREATE FUNCTION notify_channel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], coalesce(TG_ARGV[1], ''));
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER gifts_stock_changed ON gifts;--> statement-breakpoint
CREATE TRIGGER gifts_stock_changed AFTER UPDATE OF stock ON gifts
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock) EXECUTE FUNCTION notify_channel('public_answers', 'gifts');--> statement-breakpoint
DROP FUNCTION notify_gift_stock_changed();--> statement-breakpoint
-- A write to what the back office's kept answers show (migration 0017), and to what every order
-- reads and only the owner changes (the settings, the blocked delivery dates and the years whose
-- holidays are filled: src/server/lib/shop-rules.ts), tells every server copy to forget what it
-- kept, whatever made it. Once per statement; sent at commit, and not at all on rollback.
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN
    SELECT unnest(ARRAY['orders', 'order_items', 'order_events', 'invoices', 'order_hours', 'gifts', 'users']) AS tbl, 'admin_answers' AS channel
    UNION ALL
    SELECT unnest(ARRAY['settings', 'delivery_blocked_dates', 'delivery_holiday_years']), 'shop_rules'
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', watched.tbl || '_' || watched.channel, watched.tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_channel(%L)',
      watched.tbl || '_' || watched.channel, watched.tbl, watched.channel);
  END LOOP;
END
$$;--> statement-breakpoint
DROP FUNCTION notify_admin_answers();
