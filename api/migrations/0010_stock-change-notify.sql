-- Every purchase changes a stock row; announcing it as a whole-catalogue change emptied every
-- API process's cache several times a second. A stock row's change now names what it touched:
-- `stock:<product_id>:<city_id>:<flip>`, flip 1 when the row crossed between 0 and more, or was
-- inserted or deleted (a card's in_stock, or the city's list, may change), 0 otherwise (only the
-- product page's district quantities did). One notification per row; PostgreSQL sends identical
-- payloads of one transaction once. TRUNCATE stays a whole-catalogue change, as do products,
-- cities, districts and coupons (migration 0009). The processes drop what a payload names
-- (plugins/app/shop/shop-cache.ts) and clear everything on any other payload.
DROP TRIGGER IF EXISTS product_stock_notify_shop ON product_stock;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_shop_stock_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.product_id = NEW.product_id AND OLD.district_id = NEW.district_id THEN
    IF OLD.quantity = NEW.quantity THEN
      RETURN NULL;
    END IF;
    PERFORM pg_notify('shop_catalog_changed', format('stock:%s:%s:%s', NEW.product_id,
      (SELECT city_id FROM districts WHERE id = NEW.district_id),
      CASE WHEN (OLD.quantity = 0) <> (NEW.quantity = 0) THEN 1 ELSE 0 END));
    RETURN NULL;
  END IF;
  -- An insert, a delete, or a row moved to another product or district: both ends flip. A
  -- district already gone (deleted with its rows) names no city: the districts' own
  -- notification clears everything anyway.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('shop_catalog_changed', format('stock:%s:%s:1', OLD.product_id,
      (SELECT city_id FROM districts WHERE id = OLD.district_id)));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('shop_catalog_changed', format('stock:%s:%s:1', NEW.product_id,
      (SELECT city_id FROM districts WHERE id = NEW.district_id)));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_stock_notify_shop_rows AFTER INSERT OR UPDATE OR DELETE ON product_stock
  FOR EACH ROW EXECUTE FUNCTION notify_shop_stock_changed();
--> statement-breakpoint
CREATE TRIGGER product_stock_notify_shop AFTER TRUNCATE ON product_stock
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_catalog_changed();
