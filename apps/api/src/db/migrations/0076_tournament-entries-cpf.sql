ALTER TABLE "tournament_subscriptions" ADD COLUMN "athlete_cpf" text;--> statement-breakpoint
ALTER TABLE "tournament_subscriptions" ADD COLUMN "partner_cpf" text;--> statement-breakpoint
CREATE INDEX "tournament_subscriptions_athlete_cpf_idx" ON "tournament_subscriptions" USING btree ("tournament_id","athlete_cpf" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tournament_subscriptions_partner_cpf_idx" ON "tournament_subscriptions" USING btree ("tournament_id","partner_cpf" text_pattern_ops);