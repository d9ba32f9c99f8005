CREATE TYPE "public"."review_status" AS ENUM('pending', 'published', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."ticket_status" AS ENUM('open', 'answered', 'closed');--> statement-breakpoint
CREATE SEQUENCE "public"."ticket_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "discount_products" (
	"discount_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "discount_products_discount_id_product_id_pk" PRIMARY KEY("discount_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"discount_type" "coupon_type" NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"all_products" boolean DEFAULT true NOT NULL,
	"city_id" integer,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_value_positive" CHECK ("discounts"."value" > 0),
	CONSTRAINT "discounts_value_range" CHECK ("discounts"."value" <= CASE WHEN "discounts"."discount_type" = 'percentage' THEN 100 ELSE 10000000 END),
	CONSTRAINT "discounts_period" CHECK ("discounts"."valid_until" IS NULL OR "discounts"."valid_until" > "discounts"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "product_ratings" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"published_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_counts" (
	"status" "review_status" PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"shop_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"working_hours" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"topup_min" numeric(12, 2) DEFAULT '100.00' NOT NULL,
	"topup_max" numeric(12, 2) DEFAULT '100000.00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id"),
	CONSTRAINT "shop_settings_topup" CHECK ("shop_settings"."topup_min" >= 100 AND "shop_settings"."topup_max" <= 100000 AND "shop_settings"."topup_min" <= "shop_settings"."topup_max")
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"from_shop" boolean NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer DEFAULT nextval('ticket_number_seq') NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"order_id" integer,
	"status" "ticket_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_number_key" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "discount_products" ADD CONSTRAINT "discount_products_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_products" ADD CONSTRAINT "discount_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_products_product_idx" ON "discount_products" USING btree ("product_id","discount_id");--> statement-breakpoint
CREATE INDEX "discounts_created_idx" ON "discounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "discounts_active_created_idx" ON "discounts" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "discounts_name_trgm_idx" ON "discounts" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_key" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_product_published_idx" ON "reviews" USING btree ("product_id","created_at","id") WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_moderated_idx" ON "reviews" USING btree ("status","moderated_at","id");--> statement-breakpoint
CREATE INDEX "reviews_moderated_all_idx" ON "reviews" USING btree ("moderated_at","id") WHERE "reviews"."status" <> 'pending';--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_idx" ON "ticket_messages" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_user_updated_idx" ON "tickets" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets_admin_order_idx" ON "tickets" USING btree (("status" <> 'open'),"last_message_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "tickets_status_last_idx" ON "tickets" USING btree ("status","last_message_at","id");--> statement-breakpoint
CREATE INDEX "tickets_subject_trgm_idx" ON "tickets" USING gin (lower("subject") gin_trgm_ops);--> statement-breakpoint
-- Appended by hand: the counters start at zero for every status.
INSERT INTO "review_counts" ("status", "count") VALUES ('pending', 0), ('published', 0), ('rejected', 0);
--> statement-breakpoint
-- The kept aggregates of reviews, in the transaction of every write of a review (create,
-- publish, reject, re-moderation, a cascade from a deleted product or order): the product's
-- published count and rating sum, and the per-status counts. A change of a product's published
-- reviews announces `product:<id>` on `shop_catalog_changed`, so every replica drops that
-- product's cached pages (their rating and reviews_count) at commit.
CREATE OR REPLACE FUNCTION reviews_aggregate() RETURNS trigger AS $$
BEGIN
  -- The counter rows are locked in one order (by status) whatever the move, so two moves in
  -- opposite directions (published → rejected, rejected → published) cannot deadlock.
  PERFORM 1 FROM review_counts
    WHERE status = ANY (ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.status END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.status END])
    ORDER BY status FOR UPDATE;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE review_counts SET count = count - 1 WHERE status = OLD.status;
    IF OLD.status = 'published' THEN
      -- No insert here: on a product's cascade its aggregate row is going too.
      UPDATE product_ratings SET published_count = published_count - 1,
        rating_sum = rating_sum - OLD.rating
      WHERE product_id = OLD.product_id;
      PERFORM pg_notify('shop_catalog_changed', 'product:' || OLD.product_id);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE review_counts SET count = count + 1 WHERE status = NEW.status;
    IF NEW.status = 'published' THEN
      INSERT INTO product_ratings (product_id, published_count, rating_sum)
        VALUES (NEW.product_id, 1, NEW.rating)
      ON CONFLICT (product_id) DO UPDATE SET
        published_count = product_ratings.published_count + 1,
        rating_sum = product_ratings.rating_sum + NEW.rating;
      PERFORM pg_notify('shop_catalog_changed', 'product:' || NEW.product_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reviews_aggregate AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_aggregate();
--> statement-breakpoint
CREATE TRIGGER reviews_aggregate_update AFTER UPDATE OF status, rating, product_id ON reviews
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.rating IS DISTINCT FROM NEW.rating
    OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION reviews_aggregate();
--> statement-breakpoint
-- A discount changes the product pages' prices and `discounts`: clear every replica's cache.
CREATE TRIGGER discounts_notify_shop AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discounts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER discount_products_notify_shop AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON discount_products FOR EACH STATEMENT EXECUTE FUNCTION notify_shop_catalog_changed();
