CREATE TABLE "customer_search" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"name_key" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_search_name_key_trgm_idx" ON "customer_search" USING gin ("name_key" gin_trgm_ops);