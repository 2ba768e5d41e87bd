CREATE TABLE "subscription_event_counts" (
	"event_id" integer NOT NULL,
	"status" text NOT NULL,
	"price_type" text NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"kits_withdrawn" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_event_counts_event_id_status_price_type_pk" PRIMARY KEY("event_id","status","price_type")
);
