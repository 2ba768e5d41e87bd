-- Custom SQL migration file, put your code below! --
-- subscription_event_counts (decision 0102) follows subscription_counts: every change of a counter row (the
-- subscriptions' triggers upsert them, migration 0017) moves the same difference to its event, status and price
-- type, in the same transaction. Row-level, on the counters: a write statement touches a few of them.
CREATE OR REPLACE FUNCTION public.subscription_event_counts_add(e integer, st text, pt text, subs integer, kits integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO public.subscription_event_counts AS c (event_id, status, price_type, subscriptions, kits_withdrawn)
  VALUES (e, st, pt, subs, kits)
  ON CONFLICT (event_id, status, price_type) DO UPDATE
    SET subscriptions = c.subscriptions + excluded.subscriptions, kits_withdrawn = c.kits_withdrawn + excluded.kits_withdrawn;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.subscription_counts_to_event() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM public.subscription_event_counts_add(OLD.event_id, OLD.status, OLD.price_type, -OLD.subscriptions, -OLD.kits_withdrawn);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM public.subscription_event_counts_add(NEW.event_id, NEW.status, NEW.price_type, NEW.subscriptions, NEW.kits_withdrawn);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscription_counts_to_event AFTER INSERT OR UPDATE OR DELETE ON public.subscription_counts
  FOR EACH ROW EXECUTE FUNCTION public.subscription_counts_to_event();
--> statement-breakpoint
-- The counters already there, summed once.
INSERT INTO public.subscription_event_counts (event_id, status, price_type, subscriptions, kits_withdrawn)
SELECT event_id, status, price_type, sum(subscriptions), sum(kits_withdrawn)
  FROM public.subscription_counts
 GROUP BY 1, 2, 3;
