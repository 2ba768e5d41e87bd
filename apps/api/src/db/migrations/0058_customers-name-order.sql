DROP INDEX "customers_name_id_idx";--> statement-breakpoint
CREATE INDEX "customers_name_key_id_idx" ON "customers" USING btree ("name_key","id");