-- The automatic promotions are kept with the shop's rules (lib/caches/shop-rules.ts): a promotion
-- written, by the back office or by an order counting a use, makes them stale (decision 043).
CREATE TRIGGER promotions_caches AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_channel('caches', 'promotions');
