-- Custom SQL migration file, put your code below! --
-- Order counters (issue 14, decision 0050): every write to orders adds its difference to order_status_counts and
-- order_daily_counts in the same statement (statement-level triggers with transition tables: a bulk load costs one
-- upsert per statement). The orders list reads its total from them instead of count(*) over a million rows.
CREATE OR REPLACE FUNCTION public.order_counts_apply(old_rows public.orders[], new_rows public.orders[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.order_status_counts AS c (status, orders)
  SELECT ch.status, sum(ch.sign)
    FROM (SELECT -1 AS sign, r.status FROM unnest(old_rows) r UNION ALL SELECT 1, r.status FROM unnest(new_rows) r) ch
   GROUP BY 1
  HAVING sum(ch.sign) <> 0
  ON CONFLICT (status) DO UPDATE SET orders = c.orders + excluded.orders;

  INSERT INTO public.order_daily_counts AS c (day, status, orders)
  SELECT public.dashboard_day(ch.created_at), ch.status, sum(ch.sign)
    FROM (SELECT -1 AS sign, r.status, r.created_at FROM unnest(old_rows) r UNION ALL SELECT 1, r.status, r.created_at FROM unnest(new_rows) r) ch
   GROUP BY 1, 2
  HAVING sum(ch.sign) <> 0
  ON CONFLICT (day, status) DO UPDATE SET orders = c.orders + excluded.orders;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.orders_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.order_counts_apply('{}', (SELECT coalesce(array_agg(n::public.orders), '{}') FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    -- only rows whose status or creation day changed move between counters
    PERFORM public.order_counts_apply(
      (SELECT coalesce(array_agg(o::public.orders), '{}') FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.status IS DISTINCT FROM n.status OR o.created_at IS DISTINCT FROM n.created_at),
      (SELECT coalesce(array_agg(n::public.orders), '{}') FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE o.status IS DISTINCT FROM n.status OR o.created_at IS DISTINCT FROM n.created_at));
  ELSE
    PERFORM public.order_counts_apply((SELECT coalesce(array_agg(o::public.orders), '{}') FROM old_rows o), '{}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_counts_ins AFTER INSERT ON public.orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.orders_counts();
--> statement-breakpoint
CREATE TRIGGER orders_counts_upd AFTER UPDATE ON public.orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.orders_counts();
--> statement-breakpoint
CREATE TRIGGER orders_counts_del AFTER DELETE ON public.orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.orders_counts();
--> statement-breakpoint
-- The rows already there (a database migrated with orders in it).
SELECT public.order_counts_apply('{}', coalesce(array_agg(o), '{}')) FROM public.orders o;
