-- A change of a gift's stock (an order placed, cancelled or expired) tells every server copy to
-- forget its cached gift answers (src/server/modules/catalog/catalog-cache.ts). NOTIFY is sent at
-- commit, once per transaction, and not at all when it rolls back.
CREATE FUNCTION notify_gift_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_answers', 'gifts');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER gifts_stock_changed AFTER UPDATE OF stock ON gifts
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock) EXECUTE FUNCTION notify_gift_stock_changed();
