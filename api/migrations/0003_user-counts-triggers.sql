-- Custom migration (drizzle-kit generate --custom): keeps user_counts exact.
-- The admin lists show an exact total; count(*) over 100,000 users costs more than the page it
-- describes, so the totals without a search are read from these per-(role, is_active) counters.
-- INSERT and DELETE are statement triggers (a bulk load updates each counter once); UPDATE is a
-- row trigger that fires only when role or is_active changes, so logins cost nothing. Counters
-- are always touched in (role, is_active) order, so two transactions cannot deadlock on them.
LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "user_counts_add"(r "user_role", a boolean, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "user_counts" AS c ("role", "is_active", "n") VALUES (r, a, delta)
  ON CONFLICT ("role", "is_active") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
$$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  FOR d IN SELECT "role", "is_active", count(*)::integer AS n FROM new_rows
           GROUP BY 1, 2 ORDER BY 1, 2 LOOP
    PERFORM "user_counts_add"(d."role", d."is_active", d.n);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  FOR d IN SELECT "role", "is_active", count(*)::integer AS n FROM old_rows
           GROUP BY 1, 2 ORDER BY 1, 2 LOOP
    PERFORM "user_counts_add"(d."role", d."is_active", -d.n);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."role", OLD."is_active") < (NEW."role", NEW."is_active") THEN
    PERFORM "user_counts_add"(OLD."role", OLD."is_active", -1);
    PERFORM "user_counts_add"(NEW."role", NEW."is_active", 1);
  ELSE
    PERFORM "user_counts_add"(NEW."role", NEW."is_active", 1);
    PERFORM "user_counts_add"(OLD."role", OLD."is_active", -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_counts" SET "n" = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE OF "role", "is_active" ON "users"
  FOR EACH ROW WHEN ((OLD."role", OLD."is_active") IS DISTINCT FROM (NEW."role", NEW."is_active"))
  EXECUTE FUNCTION "user_counts_on_update"();
--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_on_truncate"();
--> statement-breakpoint
INSERT INTO "user_counts" ("role", "is_active", "n")
SELECT r, a, 0 FROM unnest(enum_range(NULL::"user_role")) AS r, (VALUES (true), (false)) AS v(a)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "user_counts" c SET "n" = coalesce(
  (SELECT count(*) FROM "users" u WHERE u."role" = c."role" AND u."is_active" = c."is_active"), 0);
