-- Issue 23: the sales kept by day (tables in 0017), written by hand. Triggers keep them in the
-- transaction of every write that moves them: an order placed, cancelled or deleted (with its
-- customer), a customer registered, a top-up credited. They are deferred to the commit, so the
-- sales rows are the last locks every transaction takes: a cancel (order row, then stock, then
-- balance) and a purchase (stock, balance, then the order) reached the product's day in
-- opposite orders and deadlocked. A day is the shop's, in
-- `shop_settings.time_zone` (Europe/Moscow until set); changing the zone rebuilds them.
--
-- What each figure is, and the invariant (the kept rows equal the journals' sums at all times),
-- are in the views `sales_*_from_journals`: the rebuild inserts them and the tests compare.
CREATE FUNCTION shop_time_zone() RETURNS text AS $$
  SELECT coalesce((SELECT time_zone FROM shop_settings WHERE id), 'Europe/Moscow');
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE FUNCTION shop_day(at timestamptz) RETURNS date AS $$
  SELECT (at AT TIME ZONE shop_time_zone())::date;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE VIEW sales_days_from_journals AS
  SELECT day, sum(orders)::int AS orders, sum(gross) AS gross, sum(canceled)::int AS canceled,
      sum(refunds) AS refunds, sum(new_customers)::int AS new_customers,
      sum(top_ups)::int AS top_ups, sum(top_up_amount) AS top_up_amount
    FROM (
      SELECT shop_day(created_at) AS day, count(*) AS orders, sum(total) AS gross,
          count(*) FILTER (WHERE status = 'canceled') AS canceled,
          coalesce(sum(total) FILTER (WHERE status = 'canceled'), 0) AS refunds,
          0 AS new_customers, 0 AS top_ups, 0 AS top_up_amount
        FROM orders GROUP BY 1
      UNION ALL
      SELECT shop_day(created_at), 0, 0, 0, 0, count(*), 0, 0
        FROM users WHERE role = 'customer' GROUP BY 1
      UNION ALL
      SELECT shop_day(created_at), 0, 0, 0, 0, 0, count(*), sum(amount)
        FROM ledger_entries WHERE type = 'topup' GROUP BY 1
    ) parts
    GROUP BY day;
--> statement-breakpoint
CREATE VIEW sales_product_days_from_journals AS
  SELECT shop_day(created_at) AS day, product_id, count(*)::int AS orders,
      sum(quantity)::int AS quantity, sum(total) AS revenue
    FROM orders WHERE product_id IS NOT NULL AND status <> 'canceled'
    GROUP BY 1, 2;
--> statement-breakpoint
CREATE VIEW sales_city_days_from_journals AS
  SELECT shop_day(created_at) AS day, city_id, count(*)::int AS orders, sum(total) AS revenue
    FROM orders WHERE city_id IS NOT NULL AND status <> 'canceled'
    GROUP BY 1, 2;
--> statement-breakpoint
-- Everything from the journals, in the shop's days as they are now.
CREATE FUNCTION sales_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM sales_days;
  DELETE FROM sales_product_days;
  DELETE FROM sales_city_days;
  INSERT INTO sales_days (day, stripe, orders, gross, canceled, refunds, new_customers, top_ups,
      top_up_amount)
    SELECT day, 0, orders, gross, canceled, refunds, new_customers, top_ups, top_up_amount
    FROM sales_days_from_journals;
  INSERT INTO sales_product_days (day, product_id, orders, quantity, revenue)
    SELECT day, product_id, orders, quantity, revenue FROM sales_product_days_from_journals;
  INSERT INTO sales_city_days (day, city_id, orders, revenue)
    SELECT day, city_id, orders, revenue FROM sales_city_days_from_journals;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Adds to the day of `at` in one of its stripes (the writing row's id picks it, so concurrent
-- writers spread over 8 rows): the one upsert every trigger below writes `sales_days` with.
CREATE FUNCTION sales_days_add(at timestamptz, row_id int, orders int = 0, gross numeric = 0,
    canceled int = 0, refunds numeric = 0, new_customers int = 0, top_ups int = 0,
    top_up_amount numeric = 0) RETURNS void AS $$
  INSERT INTO sales_days AS s (day, stripe, orders, gross, canceled, refunds, new_customers,
      top_ups, top_up_amount)
    VALUES (shop_day(at), row_id % 8, orders, gross, canceled, refunds, new_customers, top_ups,
      top_up_amount)
  ON CONFLICT (day, stripe) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
    gross = s.gross + EXCLUDED.gross, canceled = s.canceled + EXCLUDED.canceled,
    refunds = s.refunds + EXCLUDED.refunds, new_customers = s.new_customers + EXCLUDED.new_customers,
    top_ups = s.top_ups + EXCLUDED.top_ups, top_up_amount = s.top_up_amount + EXCLUDED.top_up_amount;
$$ LANGUAGE sql;
--> statement-breakpoint
-- Adds `sign` times what one order brings to its day: its count and total to the day, and, if
-- it is cancelled, to the day's cancels and refunds; if not, to its product's and city's day.
-- A change is the old row taken away and the new one added.
CREATE FUNCTION sales_count_order(o orders, sign int) RETURNS void AS $$
DECLARE
  d date := shop_day(o.created_at);
  is_canceled boolean := o.status = 'canceled';
BEGIN
  PERFORM sales_days_add(o.created_at, o.id, orders => sign, gross => sign * o.total,
    canceled => CASE WHEN is_canceled THEN sign ELSE 0 END,
    refunds => CASE WHEN is_canceled THEN sign * o.total ELSE 0 END);
  IF is_canceled THEN
    RETURN;
  END IF;
  IF o.product_id IS NOT NULL THEN
    INSERT INTO sales_product_days AS s (day, product_id, orders, quantity, revenue)
      VALUES (d, o.product_id, sign, sign * o.quantity, sign * o.total)
    ON CONFLICT (day, product_id) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
      quantity = s.quantity + EXCLUDED.quantity, revenue = s.revenue + EXCLUDED.revenue;
  END IF;
  IF o.city_id IS NOT NULL THEN
    INSERT INTO sales_city_days AS s (day, city_id, orders, revenue)
      VALUES (d, o.city_id, sign, sign * o.total)
    ON CONFLICT (day, city_id) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
      revenue = s.revenue + EXCLUDED.revenue;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION orders_sales() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sales_count_order(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sales_count_order(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_sales AFTER INSERT OR DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION orders_sales();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_sales_update
  AFTER UPDATE OF status, total, quantity, product_id, city_id, created_at ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.status = 'canceled') IS DISTINCT FROM (NEW.status = 'canceled')
    OR OLD.total IS DISTINCT FROM NEW.total OR OLD.quantity IS DISTINCT FROM NEW.quantity
    OR OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.city_id IS DISTINCT FROM NEW.city_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION orders_sales();
--> statement-breakpoint
-- A customer counts on the day the account was made, while its role is customer.
CREATE FUNCTION users_sales() RETURNS trigger AS $$
DECLARE
  delta int := 0;
  account users;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.role = 'customer' THEN
    delta := -1;
    account := OLD;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.role = 'customer' THEN
    delta := delta + 1;
    account := NEW;
  END IF;
  IF delta <> 0 THEN
    PERFORM sales_days_add(account.created_at, account.id, new_customers => delta);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_sales AFTER INSERT OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION users_sales();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_sales_update AFTER UPDATE OF role ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION users_sales();
--> statement-breakpoint
-- Ledger rows are written once; a customer's deletion takes theirs away.
CREATE FUNCTION ledger_sales() RETURNS trigger AS $$
DECLARE
  entry ledger_entries := CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END;
  sign int := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  PERFORM sales_days_add(entry.created_at, entry.id, top_ups => sign,
    top_up_amount => sign * entry.amount);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_sales_insert AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.type = 'topup') EXECUTE FUNCTION ledger_sales();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_sales_delete AFTER DELETE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.type = 'topup') EXECUTE FUNCTION ledger_sales();
--> statement-breakpoint
-- Another time zone moves every day's boundaries: the days are counted again, in this
-- transaction (a few seconds for a million orders; a zone is set once in a shop's life).
CREATE FUNCTION shop_settings_sales() RETURNS trigger AS $$
BEGIN
  PERFORM sales_rebuild();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER shop_settings_sales_update AFTER UPDATE OF time_zone ON shop_settings
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION shop_settings_sales();
--> statement-breakpoint
CREATE TRIGGER shop_settings_sales_insert AFTER INSERT ON shop_settings
  FOR EACH ROW WHEN (NEW.time_zone <> 'Europe/Moscow') EXECUTE FUNCTION shop_settings_sales();
--> statement-breakpoint
-- The shop's history so far.
SELECT sales_rebuild();
