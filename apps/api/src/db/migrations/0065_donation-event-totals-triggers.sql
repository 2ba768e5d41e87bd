-- Custom SQL migration file, put your code below! --
-- Paid donations per event (decision 0123): every write to order_items adds the difference of its donation items
-- whose order is confirmed; an order entering or leaving payment_confirmed adds or removes its donation items; an
-- order deleted takes its items out first (its items go with it through the foreign key, when the order is no longer
-- there to say whether they counted).

-- Adds (sign 1) or removes (-1) donation items, per event (items without an event are not an event's donations).
CREATE OR REPLACE FUNCTION public.donation_totals_apply(changes public.order_items[], sign integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO public.donation_event_totals AS c (event_id, donations, amount)
  SELECT i.event_id, sign * count(*), sign * sum(i.total)
    FROM unnest(changes) i
   WHERE i.kind = 'donation' AND i.event_id IS NOT NULL
   GROUP BY 1
  ON CONFLICT (event_id) DO UPDATE SET donations = c.donations + excluded.donations, amount = c.amount + excluded.amount
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.order_items_donation_totals() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM public.donation_totals_apply((SELECT coalesce(array_agg(o::public.order_items), '{}') FROM old_rows o JOIN public.orders p ON p.id = o.order_id
                                           WHERE o.kind = 'donation' AND p.status = 'payment_confirmed'), -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM public.donation_totals_apply((SELECT coalesce(array_agg(n::public.order_items), '{}') FROM new_rows n JOIN public.orders p ON p.id = n.order_id
                                           WHERE n.kind = 'donation' AND p.status = 'payment_confirmed'), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_donation_totals_ins AFTER INSERT ON public.order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.order_items_donation_totals();
--> statement-breakpoint
CREATE TRIGGER order_items_donation_totals_upd AFTER UPDATE ON public.order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.order_items_donation_totals();
--> statement-breakpoint
CREATE TRIGGER order_items_donation_totals_del AFTER DELETE ON public.order_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.order_items_donation_totals();
--> statement-breakpoint
-- Orders that enter or leave payment_confirmed take their donation items along.
CREATE OR REPLACE FUNCTION public.orders_donation_totals() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.donation_totals_apply((
    SELECT coalesce(array_agg(i), '{}') FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN public.order_items i ON i.order_id = n.id
     WHERE i.kind = 'donation' AND o.status = 'payment_confirmed' AND n.status IS DISTINCT FROM 'payment_confirmed'), -1);
  PERFORM public.donation_totals_apply((
    SELECT coalesce(array_agg(i), '{}') FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN public.order_items i ON i.order_id = n.id
     WHERE i.kind = 'donation' AND n.status = 'payment_confirmed' AND o.status IS DISTINCT FROM 'payment_confirmed'), 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_donation_totals_upd AFTER UPDATE ON public.orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.orders_donation_totals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.orders_donation_totals_del() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'payment_confirmed' THEN
    PERFORM public.donation_totals_apply((SELECT coalesce(array_agg(i), '{}') FROM public.order_items i WHERE i.order_id = OLD.id AND i.kind = 'donation'), -1);
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_donation_totals_del BEFORE DELETE ON public.orders
  FOR EACH ROW EXECUTE FUNCTION public.orders_donation_totals_del();
--> statement-breakpoint
-- The items already there.
SELECT public.donation_totals_apply(coalesce(array_agg(i), '{}'), 1)
  FROM public.order_items i JOIN public.orders o ON o.id = i.order_id
 WHERE i.kind = 'donation' AND o.status = 'payment_confirmed';
