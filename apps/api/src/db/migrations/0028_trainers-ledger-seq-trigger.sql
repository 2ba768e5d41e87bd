-- Custom SQL migration file, put your code below! ---- Ledger entry numbers (issue 17, decision 0065): each new trainer_balances row takes the next number of its
-- trainer's ledger from trainer_wallets.last_seq (the wallet row's lock orders concurrent writers), so the balance
-- history finds page N with an index seek on (trainer_id, seq) instead of skipping N × per_page rows.
UPDATE public.trainer_balances b SET seq = n.rn
  FROM (SELECT id, row_number() OVER (PARTITION BY trainer_id ORDER BY id) AS rn FROM public.trainer_balances) n
 WHERE n.id = b.id;
--> statement-breakpoint
INSERT INTO public.trainer_wallets AS w (trainer_id, last_seq)
SELECT trainer_id, max(seq) FROM public.trainer_balances GROUP BY trainer_id
ON CONFLICT (trainer_id) DO UPDATE SET last_seq = excluded.last_seq;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.trainer_balances_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.trainer_wallets AS w (trainer_id, last_seq) VALUES (NEW.trainer_id, 1)
  ON CONFLICT (trainer_id) DO UPDATE SET last_seq = w.last_seq + 1
  RETURNING w.last_seq INTO NEW.seq;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER trainer_balances_number BEFORE INSERT ON public.trainer_balances
  FOR EACH ROW EXECUTE FUNCTION public.trainer_balances_number();
