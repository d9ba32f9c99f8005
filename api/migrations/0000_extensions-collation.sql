-- Custom migration (drizzle-kit generate --custom): runs before the generated table migrations.
-- pg_trgm backs the trigram GIN indexes of the search screens.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Portable Russian collation: gives the same order on PGlite (ICU root data only) and on the
-- Debian server (verified); `ru-RU-x-icu` does not exist on PGlite.
CREATE COLLATION IF NOT EXISTS ru (provider = icu, locale = 'ru@colReorder=Cyrl');
