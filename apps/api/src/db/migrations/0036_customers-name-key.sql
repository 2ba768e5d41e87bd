DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "name_key" text GENERATED ALWAYS AS (public.f_unaccent(lower(name))) STORED;--> statement-breakpoint
CREATE INDEX "customers_name_key_trgm_idx" ON "customers" USING gin ("name_key" gin_trgm_ops);