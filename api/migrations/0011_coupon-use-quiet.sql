-- A purchase with a coupon counts the use (`current_usage_count`, `updated_at`); no public
-- answer shows either, yet the statement trigger of 0009 announced it as a catalogue change,
-- so every coupon sale emptied every replica's whole catalogue cache. Updates now announce
-- themselves only when they set a column the public coupons list shows or filters on.
DROP TRIGGER IF EXISTS coupons_notify_shop ON coupons;
--> statement-breakpoint
CREATE TRIGGER coupons_notify_shop AFTER INSERT OR DELETE OR TRUNCATE ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER coupons_update_notify_shop
  AFTER UPDATE OF code, name, description, coupon_type, discount_value, minimum_purchase_amount,
    maximum_discount_amount, valid_from, valid_until, is_public, status
  ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_catalog_changed();
