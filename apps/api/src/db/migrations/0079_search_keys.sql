DROP INDEX "teams_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "search_key" text GENERATED ALWAYS AS (public.f_unaccent(lower(coalesce(name, '') || E'\n' || coalesce(email, '')))) STORED;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "search_key" text GENERATED ALWAYS AS (public.f_unaccent(lower(coalesce(email, '') || E'\n' || coalesce(name, '')))) STORED;--> statement-breakpoint
CREATE INDEX "teams_search_trgm_idx" ON "teams" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_search_trgm_idx" ON "newsletter_subscribers" USING gin ("search_key" gin_trgm_ops);