CREATE TABLE "customer_access_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer,
	"user_id" integer,
	"user_name" text,
	"kind" text NOT NULL,
	"fields" text[] NOT NULL,
	"details" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_country_code" text DEFAULT '55' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_access_log" ADD CONSTRAINT "customer_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_access_log_customer_idx" ON "customer_access_log" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_access_log_created_idx" ON "customer_access_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customers_created_id_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_prefix_idx" ON "customers" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_cnpj_prefix_idx" ON "customers" USING btree ("cnpj" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_user_kind_created_idx" ON "customers" USING btree ("user_kind","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_person_type_created_idx" ON "customers" USING btree ("person_type","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_name_id_idx" ON "customers" USING btree ("name","id");