DROP INDEX "customers_email_prefix_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "name_key" text GENERATED ALWAYS AS (public.f_unaccent(lower(name))) STORED;--> statement-breakpoint
CREATE INDEX "customers_live_created_search_idx" ON "customers" USING btree ("created_at","id","name_key","email_key","status") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_email_key_prefix_idx" ON "customers" USING btree ("email_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "teams_name_key_id_idx" ON "teams" USING btree ("name_key","id");