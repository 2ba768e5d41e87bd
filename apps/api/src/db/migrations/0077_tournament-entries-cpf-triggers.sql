-- Custom SQL migration file, put your code below! --
-- Tournament entries' CPF search (issue 16, decision 0138): athlete_cpf and partner_cpf = customers.cpf of the entry's
-- athlete and partner, kept by the triggers that keep their name keys (0063), so every writer keeps them right.
CREATE OR REPLACE FUNCTION public.tournament_subscriptions_set_name_keys() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.name_key, c.cpf INTO NEW.athlete_name_key, NEW.athlete_cpf FROM public.customers c WHERE c.id = NEW.customer_id;
  IF NEW.partner_customer_id IS NULL THEN
    NEW.partner_name_key := NULL;
    NEW.partner_cpf := NULL;
  ELSE
    SELECT c.name_key, c.cpf INTO NEW.partner_name_key, NEW.partner_cpf FROM public.customers c WHERE c.id = NEW.partner_customer_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A customer renamed, given another CPF or anonymised is found by the new values in every tournament.
CREATE OR REPLACE FUNCTION public.customers_propagate_tournament_name_keys() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.tournament_subscriptions SET athlete_name_key = NEW.name_key, athlete_cpf = NEW.cpf WHERE customer_id = NEW.id;
  UPDATE public.tournament_subscriptions SET partner_name_key = NEW.name_key, partner_cpf = NEW.cpf WHERE partner_customer_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER customers_tournament_name_keys_upd ON public.customers;
--> statement-breakpoint
CREATE TRIGGER customers_tournament_name_keys_upd AFTER UPDATE OF name, cpf ON public.customers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.cpf IS DISTINCT FROM NEW.cpf)
  EXECUTE FUNCTION public.customers_propagate_tournament_name_keys();
--> statement-breakpoint
-- One new version per entry (two UPDATEs left two), and the trigram indexes' pending lists, which the new versions
-- filled, merged at once: PGlite has no autovacuum, and a GIN index's pending list is read by every search through it
-- (and made the planner prefer a sequential scan of all the entries for the name search).
UPDATE public.tournament_subscriptions t SET
  athlete_cpf = (SELECT c.cpf FROM public.customers c WHERE c.id = t.customer_id),
  partner_cpf = (SELECT c.cpf FROM public.customers c WHERE c.id = t.partner_customer_id);
--> statement-breakpoint
SELECT gin_clean_pending_list('public.tournament_subscriptions_athlete_name_trgm_idx'::regclass),
       gin_clean_pending_list('public.tournament_subscriptions_partner_name_trgm_idx'::regclass);
