DROP INDEX "coupon_codes_coupon_idx";--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "discount_given" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "codes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "discount_given" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_codes_coupon_code_prefix_idx" ON "coupon_codes" USING btree ("coupon_id","code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "coupon_codes_coupon_idx" ON "coupon_codes" USING btree ("coupon_id","id");