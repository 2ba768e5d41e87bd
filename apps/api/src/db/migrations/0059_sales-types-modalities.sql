CREATE TABLE "sales_yearly_catalogue_modalities" (
	"year" integer NOT NULL,
	"status" text NOT NULL,
	"modality_id" integer NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_yearly_catalogue_modalities_year_status_modality_id_pk" PRIMARY KEY("year","status","modality_id")
);
--> statement-breakpoint
CREATE TABLE "sales_yearly_types" (
	"year" integer NOT NULL,
	"status" text NOT NULL,
	"event_type_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"convenience_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_yearly_types_year_status_event_type_id_pk" PRIMARY KEY("year","status","event_type_id")
);
