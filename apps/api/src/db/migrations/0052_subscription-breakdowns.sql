CREATE TABLE "subscription_breakdowns" (
	"event_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscription_breakdowns_event_id_dimension_key_pk" PRIMARY KEY("event_id","dimension","key")
);
