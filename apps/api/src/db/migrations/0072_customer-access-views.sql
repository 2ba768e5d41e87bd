CREATE TABLE "customer_access_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_access_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"user_name" text,
	"kind" text NOT NULL,
	"customer_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"customer_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"fields" text[],
	"details" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_access_views_fields_match" CHECK (cardinality("customer_access_views"."customer_ids") = cardinality("customer_access_views"."customer_fields"))
);
--> statement-breakpoint
CREATE INDEX "customer_access_views_customers_idx" ON "customer_access_views" USING gin ("customer_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customer_access_views_created_idx" ON "customer_access_views" USING btree ("created_at");