ALTER TABLE "subscriptions" ADD COLUMN "athlete_name_key" text;--> statement-breakpoint
CREATE INDEX "subscriptions_event_athlete_name_idx" ON "subscriptions" USING btree ("event_id","athlete_name_key","id");--> statement-breakpoint
CREATE INDEX "subscriptions_athlete_name_trgm_idx" ON "subscriptions" USING gin ("athlete_name_key" gin_trgm_ops);