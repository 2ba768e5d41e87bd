DROP INDEX "events_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "name_key" text GENERATED ALWAYS AS (public.f_unaccent(lower(name))) STORED;--> statement-breakpoint
CREATE INDEX "events_name_key_trgm_idx" ON "events" USING gin ("name_key" gin_trgm_ops);