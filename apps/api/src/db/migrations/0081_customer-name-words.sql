CREATE TABLE "customer_name_word_totals" (
	"word_key" text PRIMARY KEY NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_name_words" (
	"word_key" text NOT NULL,
	"customer_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"newest_order_id" integer,
	CONSTRAINT "customer_name_words_word_key_customer_id_pk" PRIMARY KEY("word_key","customer_id")
);
--> statement-breakpoint
ALTER TABLE "customer_search" ADD COLUMN "newest_order_id" integer;--> statement-breakpoint
CREATE INDEX "customer_name_word_totals_trgm_idx" ON "customer_name_word_totals" USING gin ("word_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_name_words_newest_idx" ON "customer_name_words" USING btree ("word_key","newest_order_id" DESC NULLS LAST,"customer_id","orders");