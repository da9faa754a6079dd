-- A write to what every order reads and only the owner changes (the settings, the blocked delivery
-- dates and the years whose holidays are filled) tells every server copy to forget what it kept of
-- them (src/server/lib/shop-rules.ts), whatever made it. Once per statement, sent at commit.
CREATE FUNCTION notify_shop_rules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_rules', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  kept text;
BEGIN
  FOREACH kept IN ARRAY ARRAY['settings', 'delivery_blocked_dates', 'delivery_holiday_years'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_rules()',
      kept || '_shop_rules', kept);
  END LOOP;
END
$$;
