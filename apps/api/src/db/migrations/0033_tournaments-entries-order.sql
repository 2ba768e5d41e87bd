CREATE TABLE "tournament_entry_counts" (
	"tournament_slot_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_entry_counts_tournament_slot_id_status_pk" PRIMARY KEY("tournament_slot_id","status")
);
--> statement-breakpoint
ALTER TABLE "tournament_entry_counts" ADD CONSTRAINT "tournament_entry_counts_tournament_slot_id_tournament_slots_id_fk" FOREIGN KEY ("tournament_slot_id") REFERENCES "public"."tournament_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_subscriptions_tournament_id_idx" ON "tournament_subscriptions" USING btree ("tournament_id","id");