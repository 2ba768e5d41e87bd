-- Custom SQL migration file, put your code below! --
-- The platform's types and modalities tabs (issue 15, decision 0120): sales_yearly_types and
-- sales_yearly_catalogue_modalities follow sales_yearly and sales_yearly_modalities through their own statement-level
-- triggers (the key of a row is the event's type, or the event modality's catalogue modality, when it changes), and
-- move when an event changes type or an event modality changes modality. An event that goes away (its orders lose it
-- afterwards, through their foreign key) first takes its sales to "no type".

-- The difference between two sets of sales_yearly rows, added to the types they belong to now.
CREATE OR REPLACE FUNCTION public.sales_types_apply(old_rows public.sales_yearly[], new_rows public.sales_yearly[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO public.sales_yearly_types AS c (year, status, event_type_id, orders, subscriptions, subtotal, discount, convenience_fee, total)
  SELECT x.year, x.status, CASE WHEN x.event_id = 0 THEN -1 ELSE coalesce(e.event_type_id, 0) END,
         sum(x.sign * x.orders), sum(x.sign * x.subscriptions), sum(x.sign * x.subtotal), sum(x.sign * x.discount),
         sum(x.sign * x.convenience_fee), sum(x.sign * x.total)
    FROM (SELECT -1 AS sign, r.* FROM unnest(old_rows) r UNION ALL SELECT 1, r.* FROM unnest(new_rows) r) x
    LEFT JOIN public.events e ON e.id = x.event_id
   GROUP BY 1, 2, 3
  HAVING sum(x.sign * x.orders) <> 0 OR sum(x.sign * x.subscriptions) <> 0 OR sum(x.sign * x.subtotal) <> 0
      OR sum(x.sign * x.discount) <> 0 OR sum(x.sign * x.convenience_fee) <> 0 OR sum(x.sign * x.total) <> 0
  ON CONFLICT (year, status, event_type_id) DO UPDATE
    SET orders = c.orders + excluded.orders, subscriptions = c.subscriptions + excluded.subscriptions, subtotal = c.subtotal + excluded.subtotal,
        discount = c.discount + excluded.discount, convenience_fee = c.convenience_fee + excluded.convenience_fee, total = c.total + excluded.total
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.sales_yearly_types() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.sales_types_apply('{}', (SELECT coalesce(array_agg(n::public.sales_yearly), '{}') FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM public.sales_types_apply((SELECT coalesce(array_agg(o::public.sales_yearly), '{}') FROM old_rows o), (SELECT coalesce(array_agg(n::public.sales_yearly), '{}') FROM new_rows n));
  ELSE
    PERFORM public.sales_types_apply((SELECT coalesce(array_agg(o::public.sales_yearly), '{}') FROM old_rows o), '{}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_yearly_types_ins AFTER INSERT ON public.sales_yearly
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sales_yearly_types();
--> statement-breakpoint
CREATE TRIGGER sales_yearly_types_upd AFTER UPDATE ON public.sales_yearly
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sales_yearly_types();
--> statement-breakpoint
CREATE TRIGGER sales_yearly_types_del AFTER DELETE ON public.sales_yearly
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sales_yearly_types();
--> statement-breakpoint
-- One event's sales leave one type (old_type) for another (new_type; 0: no type).
CREATE OR REPLACE FUNCTION public.sales_types_move(moved_event integer, old_type integer, new_type integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO public.sales_yearly_types AS c (year, status, event_type_id, orders, subscriptions, subtotal, discount, convenience_fee, total)
  SELECT y.year, y.status, t.type_id, sum(t.sign * y.orders), sum(t.sign * y.subscriptions), sum(t.sign * y.subtotal), sum(t.sign * y.discount),
         sum(t.sign * y.convenience_fee), sum(t.sign * y.total)
    FROM public.sales_yearly y CROSS JOIN (VALUES (-1, old_type), (1, new_type)) AS t(sign, type_id)
   WHERE y.event_id = moved_event
   GROUP BY 1, 2, 3
  HAVING sum(t.sign * y.orders) <> 0 OR sum(t.sign * y.subscriptions) <> 0 OR sum(t.sign * y.subtotal) <> 0
      OR sum(t.sign * y.discount) <> 0 OR sum(t.sign * y.convenience_fee) <> 0 OR sum(t.sign * y.total) <> 0
  ON CONFLICT (year, status, event_type_id) DO UPDATE
    SET orders = c.orders + excluded.orders, subscriptions = c.subscriptions + excluded.subscriptions, subtotal = c.subtotal + excluded.subtotal,
        discount = c.discount + excluded.discount, convenience_fee = c.convenience_fee + excluded.convenience_fee, total = c.total + excluded.total
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.events_sales_types() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM public.sales_types_move(OLD.id, coalesce(OLD.event_type_id, 0), 0);
    RETURN OLD;
  END IF;
  PERFORM public.sales_types_move(NEW.id, coalesce(OLD.event_type_id, 0), coalesce(NEW.event_type_id, 0));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row triggers that fire only on a change of type: events are written often (kit stock) and rarely change type.
CREATE TRIGGER events_sales_types_upd AFTER UPDATE OF event_type_id ON public.events
  FOR EACH ROW WHEN (OLD.event_type_id IS DISTINCT FROM NEW.event_type_id) EXECUTE FUNCTION public.events_sales_types();
--> statement-breakpoint
CREATE TRIGGER events_sales_types_del BEFORE DELETE ON public.events
  FOR EACH ROW EXECUTE FUNCTION public.events_sales_types();
--> statement-breakpoint
-- The difference between two sets of sales_yearly_modalities rows, added to the catalogue modalities they belong to now.
CREATE OR REPLACE FUNCTION public.sales_catalogue_modalities_apply(old_rows public.sales_yearly_modalities[], new_rows public.sales_yearly_modalities[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO public.sales_yearly_catalogue_modalities AS c (year, status, modality_id, subscriptions, amount)
  SELECT x.year, x.status, coalesce(em.modality_id, 0), sum(x.sign * x.subscriptions), sum(x.sign * x.amount)
    FROM (SELECT -1 AS sign, r.* FROM unnest(old_rows) r UNION ALL SELECT 1, r.* FROM unnest(new_rows) r) x
    LEFT JOIN public.event_modalities em ON em.id = x.event_modality_id
   GROUP BY 1, 2, 3
  HAVING sum(x.sign * x.subscriptions) <> 0 OR sum(x.sign * x.amount) <> 0
  ON CONFLICT (year, status, modality_id) DO UPDATE
    SET subscriptions = c.subscriptions + excluded.subscriptions, amount = c.amount + excluded.amount
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.sales_yearly_catalogue_modalities() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.sales_catalogue_modalities_apply('{}', (SELECT coalesce(array_agg(n::public.sales_yearly_modalities), '{}') FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM public.sales_catalogue_modalities_apply((SELECT coalesce(array_agg(o::public.sales_yearly_modalities), '{}') FROM old_rows o),
                                                    (SELECT coalesce(array_agg(n::public.sales_yearly_modalities), '{}') FROM new_rows n));
  ELSE
    PERFORM public.sales_catalogue_modalities_apply((SELECT coalesce(array_agg(o::public.sales_yearly_modalities), '{}') FROM old_rows o), '{}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_yearly_catalogue_modalities_ins AFTER INSERT ON public.sales_yearly_modalities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sales_yearly_catalogue_modalities();
--> statement-breakpoint
CREATE TRIGGER sales_yearly_catalogue_modalities_upd AFTER UPDATE ON public.sales_yearly_modalities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sales_yearly_catalogue_modalities();
--> statement-breakpoint
CREATE TRIGGER sales_yearly_catalogue_modalities_del AFTER DELETE ON public.sales_yearly_modalities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sales_yearly_catalogue_modalities();
--> statement-breakpoint
-- One event modality's sales leave one catalogue modality for another (0: gone).
CREATE OR REPLACE FUNCTION public.event_modalities_sales_move() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  moved integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  new_modality integer := CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE NEW.modality_id END;
BEGIN
  INSERT INTO public.sales_yearly_catalogue_modalities AS c (year, status, modality_id, subscriptions, amount)
  SELECT y.year, y.status, t.modality_id, sum(t.sign * y.subscriptions), sum(t.sign * y.amount)
    FROM public.sales_yearly_modalities y CROSS JOIN (VALUES (-1, OLD.modality_id), (1, new_modality)) AS t(sign, modality_id)
   WHERE y.event_modality_id = moved
   GROUP BY 1, 2, 3
  HAVING sum(t.sign * y.subscriptions) <> 0 OR sum(t.sign * y.amount) <> 0
  ON CONFLICT (year, status, modality_id) DO UPDATE
    SET subscriptions = c.subscriptions + excluded.subscriptions, amount = c.amount + excluded.amount;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_modalities_sales_upd AFTER UPDATE OF modality_id ON public.event_modalities
  FOR EACH ROW WHEN (OLD.modality_id IS DISTINCT FROM NEW.modality_id) EXECUTE FUNCTION public.event_modalities_sales_move();
--> statement-breakpoint
CREATE TRIGGER event_modalities_sales_del BEFORE DELETE ON public.event_modalities
  FOR EACH ROW EXECUTE FUNCTION public.event_modalities_sales_move();
--> statement-breakpoint
-- The rows already there.
SELECT public.sales_types_apply('{}', coalesce(array_agg(y), '{}')) FROM public.sales_yearly y;
--> statement-breakpoint
SELECT public.sales_catalogue_modalities_apply('{}', coalesce(array_agg(y), '{}')) FROM public.sales_yearly_modalities y;
