ALTER TABLE "tournament_subscriptions" ADD COLUMN "athlete_name_key" text;--> statement-breakpoint
ALTER TABLE "tournament_subscriptions" ADD COLUMN "partner_name_key" text;--> statement-breakpoint
CREATE INDEX "tournament_subscriptions_athlete_name_trgm_idx" ON "tournament_subscriptions" USING gin ("tournament_id","athlete_name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tournament_subscriptions_partner_name_trgm_idx" ON "tournament_subscriptions" USING gin ("tournament_id","partner_name_key" gin_trgm_ops);