CREATE TABLE "subscription_modality_counts" (
	"event_id" integer NOT NULL,
	"event_modality_id" integer NOT NULL,
	"shirt_size" text,
	"status" text NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_modality_counts_key" UNIQUE NULLS NOT DISTINCT("event_id","event_modality_id","shirt_size","status")
);
