-- Custom SQL migration file, put your code below! --
-- Extensions for accent- and case-insensitive name search (trigram GIN indexes on f_unaccent(lower(name))).
-- pg_trgm and unaccent are "trusted" extensions (PostgreSQL 13+), and PGlite loads both in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE (it depends on search_path and the dictionary), so it cannot be used in an index
-- expression. This wrapper names the dictionary and the function by schema, which makes IMMUTABLE honest.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
