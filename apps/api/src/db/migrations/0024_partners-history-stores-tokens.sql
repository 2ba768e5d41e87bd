ALTER TABLE "totem_stores" DROP CONSTRAINT "totem_stores_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "partner_discount_history" DROP CONSTRAINT "partner_discount_history_partner_id_partners_id_fk";
--> statement-breakpoint
DROP INDEX "partners_slug_key";--> statement-breakpoint
DROP INDEX "stores_name_idx";--> statement-breakpoint
ALTER TABLE "totem_stores" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "lock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "token_batches" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_discount_history" ADD COLUMN "percentage_discount_old" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "partner_discount_history" ADD COLUMN "percentage_discount_new" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "totem_stores" ADD CONSTRAINT "totem_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_discount_history" ADD CONSTRAINT "partner_discount_history_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "totem_stores_store_idx" ON "totem_stores" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "partner_discount_history_created_idx" ON "partner_discount_history" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_slug_live_key" ON "partners" USING btree ("slug") WHERE "partners"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "stores_name_idx" ON "stores" USING btree ("name","id");