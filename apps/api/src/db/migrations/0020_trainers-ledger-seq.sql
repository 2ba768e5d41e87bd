ALTER TABLE "trainer_balances" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "trainer_wallets" ADD COLUMN "last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_balances_trainer_seq_key" ON "trainer_balances" USING btree ("trainer_id","seq");