CREATE TABLE "kit_withdrawal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kit_withdrawal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"picked_up_by_name" text,
	"reason" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_pickup_settings" (
	"subscription_id" integer PRIMARY KEY NOT NULL,
	"third_party_name" text,
	"third_party_cpf" text,
	"notes" text,
	"updated_by_id" integer,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kit_withdrawal_events" ADD CONSTRAINT "kit_withdrawal_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_withdrawal_events" ADD CONSTRAINT "kit_withdrawal_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_withdrawal_events" ADD CONSTRAINT "kit_withdrawal_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pickup_settings" ADD CONSTRAINT "subscription_pickup_settings_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pickup_settings" ADD CONSTRAINT "subscription_pickup_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kit_withdrawal_events_subscription_idx" ON "kit_withdrawal_events" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "kit_withdrawal_events_event_created_idx" ON "kit_withdrawal_events" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_withdrawal_events_idempotency_key" ON "kit_withdrawal_events" USING btree ("idempotency_key") WHERE "kit_withdrawal_events"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "customers_cpf_prefix_idx" ON "customers" USING btree ("cpf" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "subscriptions_event_customer_idx" ON "subscriptions" USING btree ("event_id","customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_event_kit_state_idx" ON "subscriptions" USING btree ("event_id","status","price_type","kit_withdrawn_at");