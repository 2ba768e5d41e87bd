-- Custom SQL migration file, put your code below! --
-- subscription_modality_counts (decision 0107) follows subscription_counts like subscription_event_counts does
-- (migration 0047): every change of a counter row moves the same difference to its event, modality, shirt size and
-- status, in the same transaction. A change of kits or amount alone (a kit handed over) has nothing to move.
CREATE OR REPLACE FUNCTION public.subscription_modality_counts_add(e integer, em integer, sz text, st text, subs integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO public.subscription_modality_counts AS c (event_id, event_modality_id, shirt_size, status, subscriptions)
  VALUES (e, em, sz, st, subs)
  ON CONFLICT ON CONSTRAINT subscription_modality_counts_key DO UPDATE
    SET subscriptions = c.subscriptions + excluded.subscriptions;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.subscription_counts_to_modality() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.subscriptions = NEW.subscriptions AND OLD.event_id = NEW.event_id AND OLD.event_modality_id = NEW.event_modality_id
     AND OLD.shirt_size IS NOT DISTINCT FROM NEW.shirt_size AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM public.subscription_modality_counts_add(OLD.event_id, OLD.event_modality_id, OLD.shirt_size, OLD.status, -OLD.subscriptions);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM public.subscription_modality_counts_add(NEW.event_id, NEW.event_modality_id, NEW.shirt_size, NEW.status, NEW.subscriptions);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscription_counts_to_modality AFTER INSERT OR UPDATE OR DELETE ON public.subscription_counts
  FOR EACH ROW EXECUTE FUNCTION public.subscription_counts_to_modality();
--> statement-breakpoint
-- The counters already there, summed once, in event order: an event's rows on a few pages, not one page each.
INSERT INTO public.subscription_modality_counts (event_id, event_modality_id, shirt_size, status, subscriptions)
SELECT event_id, event_modality_id, shirt_size, status, sum(subscriptions)
  FROM public.subscription_counts
 GROUP BY 1, 2, 3, 4
 ORDER BY 1, 2, 3, 4;
