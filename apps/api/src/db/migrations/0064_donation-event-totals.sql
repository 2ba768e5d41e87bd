CREATE TABLE "donation_event_totals" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"donations" integer DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL
);
