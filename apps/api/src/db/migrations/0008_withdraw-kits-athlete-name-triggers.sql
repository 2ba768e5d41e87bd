-- Custom SQL migration file, put your code below! ---- Kit desk search (issue 6): subscriptions.athlete_name_key = f_unaccent(lower(customers.name)), kept by triggers so
-- that every writer (API, seed COPY, imports) keeps it right without knowing about it.
CREATE OR REPLACE FUNCTION public.subscriptions_set_athlete_name_key() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT public.f_unaccent(lower(c.name)) INTO NEW.athlete_name_key FROM public.customers c WHERE c.id = NEW.customer_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_athlete_name_key_ins BEFORE INSERT ON public.subscriptions
  FOR EACH ROW EXECUTE FUNCTION public.subscriptions_set_athlete_name_key();
--> statement-breakpoint
CREATE TRIGGER subscriptions_athlete_name_key_upd BEFORE UPDATE OF customer_id ON public.subscriptions
  FOR EACH ROW WHEN (OLD.customer_id IS DISTINCT FROM NEW.customer_id) EXECUTE FUNCTION public.subscriptions_set_athlete_name_key();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.customers_propagate_name_key() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.subscriptions SET athlete_name_key = public.f_unaccent(lower(NEW.name)) WHERE customer_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_name_key_upd AFTER UPDATE OF name ON public.customers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION public.customers_propagate_name_key();
--> statement-breakpoint
UPDATE public.subscriptions s SET athlete_name_key = public.f_unaccent(lower(c.name)) FROM public.customers c WHERE c.id = s.customer_id;
