ALTER TABLE "event_groups" ADD COLUMN "events_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "extras" ADD COLUMN "events_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "modalities" ADD COLUMN "events_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ongs" ADD COLUMN "events_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "events_count" integer DEFAULT 0 NOT NULL;