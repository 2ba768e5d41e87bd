CREATE TABLE "trainer_wallets" (
	"trainer_id" integer PRIMARY KEY NOT NULL,
	"entries_count" integer DEFAULT 0 NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"credits" numeric(12, 2) DEFAULT 0 NOT NULL,
	"debits" numeric(12, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trainer_balances" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD COLUMN "lock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_wallets" ADD CONSTRAINT "trainer_wallets_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_balances_trainer_seq_key" ON "trainer_balances" USING btree ("trainer_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_balances_one_debit_per_withdraw_key" ON "trainer_balances" USING btree ("withdraw_request_id") WHERE "trainer_balances"."entry_type" = 'debit';--> statement-breakpoint
CREATE INDEX "trainer_balances_future_idx" ON "trainer_balances" USING btree ("trainer_id","available_on") WHERE "trainer_balances"."entry_type" = 'credit';--> statement-breakpoint
CREATE INDEX "withdraw_requests_pending_idx" ON "withdraw_requests" USING btree ("trainer_id") WHERE "withdraw_requests"."status" = 'pending';