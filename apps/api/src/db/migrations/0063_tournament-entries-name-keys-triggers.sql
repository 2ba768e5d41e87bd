-- Custom SQL migration file, put your code below! --
-- Tournament entries' name search (issue 16, decision 0122): athlete_name_key and partner_name_key =
-- f_unaccent(lower(customers.name)) of the entry's athlete and partner, kept by triggers so that every writer (API,
-- beach-tennis import, seed COPY, anonymisation) keeps them right without knowing about them.
CREATE OR REPLACE FUNCTION public.tournament_subscriptions_set_name_keys() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.name_key INTO NEW.athlete_name_key FROM public.customers c WHERE c.id = NEW.customer_id;
  IF NEW.partner_customer_id IS NULL THEN
    NEW.partner_name_key := NULL;
  ELSE
    SELECT c.name_key INTO NEW.partner_name_key FROM public.customers c WHERE c.id = NEW.partner_customer_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER tournament_subscriptions_name_keys_ins BEFORE INSERT ON public.tournament_subscriptions
  FOR EACH ROW EXECUTE FUNCTION public.tournament_subscriptions_set_name_keys();
--> statement-breakpoint
CREATE TRIGGER tournament_subscriptions_name_keys_upd BEFORE UPDATE OF customer_id, partner_customer_id ON public.tournament_subscriptions
  FOR EACH ROW WHEN (OLD.customer_id IS DISTINCT FROM NEW.customer_id OR OLD.partner_customer_id IS DISTINCT FROM NEW.partner_customer_id)
  EXECUTE FUNCTION public.tournament_subscriptions_set_name_keys();
--> statement-breakpoint
-- A customer renamed (or anonymised) is found by the new name in every tournament, as athlete and as partner.
CREATE OR REPLACE FUNCTION public.customers_propagate_tournament_name_keys() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.tournament_subscriptions SET athlete_name_key = NEW.name_key WHERE customer_id = NEW.id;
  UPDATE public.tournament_subscriptions SET partner_name_key = NEW.name_key WHERE partner_customer_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_tournament_name_keys_upd AFTER UPDATE OF name ON public.customers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION public.customers_propagate_tournament_name_keys();
--> statement-breakpoint
UPDATE public.tournament_subscriptions t SET athlete_name_key = c.name_key FROM public.customers c WHERE c.id = t.customer_id;
--> statement-breakpoint
UPDATE public.tournament_subscriptions t SET partner_name_key = c.name_key FROM public.customers c WHERE c.id = t.partner_customer_id;
