-- Custom SQL migration file, put your code below! ---- Trainer wallets (issue 17, decision 0065): every write to trainer_balances adds its difference to the trainer's
-- trainer_wallets row (entries, Σ credits, Σ debits) in the same statement, with statement-level triggers and
-- transition tables, so a bulk load costs one upsert per trainer per statement and the balance history's total and
-- the balance never count or sum the ledger on a request.
CREATE OR REPLACE FUNCTION public.trainer_wallets_apply(old_rows public.trainer_balances[], new_rows public.trainer_balances[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.trainer_wallets AS w (trainer_id, entries_count, credits, debits)
  SELECT ch.trainer_id, sum(ch.sign)::int,
         coalesce(sum(ch.sign * ch.amount) FILTER (WHERE ch.entry_type = 'credit'), 0),
         coalesce(sum(ch.sign * ch.amount) FILTER (WHERE ch.entry_type = 'debit'), 0)
    FROM (SELECT -1 AS sign, r.* FROM unnest(old_rows) r UNION ALL SELECT 1, r.* FROM unnest(new_rows) r) ch
    JOIN public.trainers t ON t.id = ch.trainer_id
   GROUP BY ch.trainer_id
  ON CONFLICT (trainer_id) DO UPDATE
     SET entries_count = w.entries_count + excluded.entries_count,
         credits = w.credits + excluded.credits,
         debits = w.debits + excluded.debits;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.trainer_wallets_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.trainer_wallets_apply(ARRAY[]::public.trainer_balances[], (SELECT coalesce(array_agg(n::public.trainer_balances), '{}') FROM new_rows n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.trainer_wallets_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.trainer_wallets_apply((SELECT coalesce(array_agg(o::public.trainer_balances), '{}') FROM old_rows o), (SELECT coalesce(array_agg(n::public.trainer_balances), '{}') FROM new_rows n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.trainer_wallets_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.trainer_wallets_apply((SELECT coalesce(array_agg(o::public.trainer_balances), '{}') FROM old_rows o), ARRAY[]::public.trainer_balances[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trainer_wallets_insert AFTER INSERT ON public.trainer_balances
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.trainer_wallets_on_insert();
--> statement-breakpoint
CREATE TRIGGER trainer_wallets_update AFTER UPDATE ON public.trainer_balances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.trainer_wallets_on_update();
--> statement-breakpoint
CREATE TRIGGER trainer_wallets_delete AFTER DELETE ON public.trainer_balances
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.trainer_wallets_on_delete();
--> statement-breakpoint
-- Rows already in the ledger.
INSERT INTO public.trainer_wallets (trainer_id, entries_count, credits, debits)
SELECT trainer_id, count(*)::int,
       coalesce(sum(amount) FILTER (WHERE entry_type = 'credit'), 0),
       coalesce(sum(amount) FILTER (WHERE entry_type = 'debit'), 0)
  FROM public.trainer_balances GROUP BY trainer_id
ON CONFLICT (trainer_id) DO NOTHING;
