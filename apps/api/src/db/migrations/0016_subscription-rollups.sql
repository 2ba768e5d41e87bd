CREATE TABLE "subscription_counts" (
	"event_id" integer NOT NULL,
	"event_modality_id" integer NOT NULL,
	"lot_id" integer,
	"shirt_size" text,
	"status" text NOT NULL,
	"price_type" text NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"kits_withdrawn" integer DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_counts_key" UNIQUE NULLS NOT DISTINCT("event_id","event_modality_id","lot_id","shirt_size","status","price_type")
);
--> statement-breakpoint
CREATE TABLE "subscription_daily_breakdowns" (
	"event_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_daily_breakdowns_event_id_dimension_day_key_pk" PRIMARY KEY("event_id","dimension","day","key")
);
--> statement-breakpoint
CREATE TABLE "subscription_daily_counts" (
	"event_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"chest_numbers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_daily_counts_event_id_day_status_pk" PRIMARY KEY("event_id","day","status")
);
