-- One channel for every in-process cache (src/server/lib/caches/registry.ts, decision 043): a write
-- to a table tells every server copy the topic it changes (lib/caches/topics.ts), whatever made it: a
-- route, a job, a payment's webhook or SQL by hand. Once per statement; sent at commit, a
-- transaction's identical messages folded into one, and none on rollback. It replaces the channels
-- of migrations 0008 (public_answers), 0017 and 0020 (admin_answers, shop_rules) and 0022 (sessions).
DROP TRIGGER gifts_stock_changed ON gifts;--> statement-breakpoint
DO $$
DECLARE
  old record;
BEGIN
  FOR old IN
    SELECT unnest(ARRAY['orders', 'order_items', 'order_events', 'invoices', 'order_hours', 'gifts', 'users']) AS tbl, 'admin_answers' AS channel
    UNION ALL
    SELECT unnest(ARRAY['settings', 'delivery_blocked_dates', 'delivery_holiday_years']), 'shop_rules'
    UNION ALL
    SELECT unnest(ARRAY['sessions', 'users']), 'sessions'
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', old.tbl || '_' || old.channel, old.tbl);
  END LOOP;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN
    SELECT * FROM (VALUES
      ('gifts', 'gifts'),
      ('categories', 'categories'),
      ('settings', 'settings'),
      ('delivery_blocked_dates', 'calendar'),
      ('delivery_holiday_years', 'calendar'),
      ('orders', 'orders'),
      ('order_items', 'orders'),
      ('order_events', 'orders'),
      ('invoices', 'orders'),
      ('order_hours', 'orders'),
      -- The back office's order list shows where each recipient's address link stands.
      ('recipient_claims', 'orders'),
      ('users', 'users')
    ) AS t (tbl, topic)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_channel(%L, %L)',
      watched.tbl || '_caches', watched.tbl, 'caches', watched.topic);
  END LOOP;
END
$$;--> statement-breakpoint
-- A new session needs no word: no copy can have kept it yet.
CREATE TRIGGER sessions_caches AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_channel('caches', 'sessions');
