CREATE TABLE "order_daily_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_counts_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_customer_id_idx" ON "orders" USING btree ("customer_id","id");