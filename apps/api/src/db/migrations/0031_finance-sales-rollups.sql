CREATE TABLE "sales_daily" (
	"event_id" integer NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"convenience_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_event_id_day_pk" PRIMARY KEY("event_id","day")
);
--> statement-breakpoint
CREATE TABLE "sales_monthly" (
	"event_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"convenience_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_monthly_event_id_month_status_pk" PRIMARY KEY("event_id","month","status")
);
--> statement-breakpoint
CREATE TABLE "sales_monthly_breakdowns" (
	"dimension" text NOT NULL,
	"month" date NOT NULL,
	"event_id" integer NOT NULL,
	"key" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"convenience_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_monthly_breakdowns_dimension_month_event_id_key_pk" PRIMARY KEY("dimension","month","event_id","key")
);
--> statement-breakpoint
CREATE TABLE "sales_monthly_modalities" (
	"event_id" integer NOT NULL,
	"month" date NOT NULL,
	"event_modality_id" integer NOT NULL,
	"status" text NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_monthly_modalities_event_id_month_event_modality_id_status_pk" PRIMARY KEY("event_id","month","event_modality_id","status")
);
--> statement-breakpoint
CREATE TABLE "sales_yearly" (
	"year" integer NOT NULL,
	"status" text NOT NULL,
	"event_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"convenience_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_yearly_year_status_event_id_pk" PRIMARY KEY("year","status","event_id")
);
--> statement-breakpoint
CREATE TABLE "sales_yearly_modalities" (
	"year" integer NOT NULL,
	"status" text NOT NULL,
	"event_modality_id" integer NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_yearly_modalities_year_status_event_modality_id_pk" PRIMARY KEY("year","status","event_modality_id")
);
--> statement-breakpoint
CREATE INDEX "sales_monthly_month_idx" ON "sales_monthly" USING btree ("month","status");--> statement-breakpoint
CREATE INDEX "sales_monthly_breakdowns_event_idx" ON "sales_monthly_breakdowns" USING btree ("event_id","dimension","month");--> statement-breakpoint
CREATE INDEX "sales_monthly_modalities_month_idx" ON "sales_monthly_modalities" USING btree ("month","status");