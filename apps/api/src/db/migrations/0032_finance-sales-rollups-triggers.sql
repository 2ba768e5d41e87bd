-- Custom SQL migration file, put your code below! --
-- Sales rollups (issue 15, decision 0055): every write to orders adds its difference to sales_monthly (per event and
-- once more under event -1, the whole platform), sales_yearly, sales_monthly_breakdowns and sales_daily; every write
-- to subscriptions (or to the order a subscription belongs to) adds the subscriptions bought to
-- sales_monthly_modalities, sales_yearly_modalities, sales_monthly and sales_yearly. Statement-level triggers with transition tables, so a bulk
-- load costs one grouped upsert per statement; HAVING skips keys whose difference is zero.
-- An order belongs to the São Paulo month (and day, and year) of its payment, or of its creation while it has none.

CREATE OR REPLACE FUNCTION public.sales_month(at_time timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT date_trunc('month', at_time AT TIME ZONE 'America/Sao_Paulo')::date $$;
--> statement-breakpoint
-- Adds (new_rows) and removes (old_rows) orders from the order rollups: one statement, the changed rows read once.
CREATE OR REPLACE FUNCTION public.sales_rollups_apply(old_rows public.orders[], new_rows public.orders[]) RETURNS void
  LANGUAGE sql AS $$
  WITH ch AS MATERIALIZED (
    SELECT x.sign, coalesce(x.event_id, 0) AS event_id, x.status, x.at_time, public.sales_month(x.at_time) AS month,
           x.payment_method, x.channel, x.discount_source,
           x.sign * x.subtotal AS subtotal, x.sign * x.discount AS discount, x.sign * x.convenience_fee AS fee, x.sign * x.total AS total
      FROM (SELECT -1 AS sign, r.*, coalesce(r.paid_at, r.created_at) AS at_time FROM unnest(old_rows) r
            UNION ALL SELECT 1, r.*, coalesce(r.paid_at, r.created_at) FROM unnest(new_rows) r) x
  ),
  monthly AS (
    INSERT INTO public.sales_monthly AS c (event_id, month, status, orders, subtotal, discount, convenience_fee, total)
    SELECT ev.id, ch.month, ch.status, sum(ch.sign), sum(ch.subtotal), sum(ch.discount), sum(ch.fee), sum(ch.total)
      FROM ch CROSS JOIN LATERAL (VALUES (ch.event_id), (-1)) AS ev(id)
     GROUP BY 1, 2, 3
    HAVING sum(ch.sign) <> 0 OR sum(ch.subtotal) <> 0 OR sum(ch.discount) <> 0 OR sum(ch.fee) <> 0 OR sum(ch.total) <> 0
    ON CONFLICT (event_id, month, status) DO UPDATE
      SET orders = c.orders + excluded.orders, subtotal = c.subtotal + excluded.subtotal, discount = c.discount + excluded.discount,
          convenience_fee = c.convenience_fee + excluded.convenience_fee, total = c.total + excluded.total
  ),
  yearly AS (
    INSERT INTO public.sales_yearly AS c (year, status, event_id, orders, subtotal, discount, convenience_fee, total)
    SELECT extract(year FROM ch.month)::int, ch.status, ch.event_id, sum(ch.sign), sum(ch.subtotal), sum(ch.discount), sum(ch.fee), sum(ch.total)
      FROM ch
     GROUP BY 1, 2, 3
    HAVING sum(ch.sign) <> 0 OR sum(ch.subtotal) <> 0 OR sum(ch.discount) <> 0 OR sum(ch.fee) <> 0 OR sum(ch.total) <> 0
    ON CONFLICT (year, status, event_id) DO UPDATE
      SET orders = c.orders + excluded.orders, subtotal = c.subtotal + excluded.subtotal, discount = c.discount + excluded.discount,
          convenience_fee = c.convenience_fee + excluded.convenience_fee, total = c.total + excluded.total
  ),
  breakdowns AS (
    INSERT INTO public.sales_monthly_breakdowns AS c (dimension, month, event_id, key, orders, subtotal, discount, convenience_fee, total)
    SELECT k.dimension, ch.month, ev.id, k.key, sum(ch.sign), sum(ch.subtotal), sum(ch.discount), sum(ch.fee), sum(ch.total)
      FROM ch
     CROSS JOIN LATERAL (VALUES (ch.event_id), (-1)) AS ev(id)
     CROSS JOIN LATERAL (VALUES ('payment_method', coalesce(ch.payment_method, 'none')), ('channel', ch.channel),
                                ('discount_source', coalesce(ch.discount_source, 'none'))) AS k(dimension, key)
     WHERE ch.status = 'payment_confirmed'
     GROUP BY 1, 2, 3, 4
    HAVING sum(ch.sign) <> 0 OR sum(ch.subtotal) <> 0 OR sum(ch.discount) <> 0 OR sum(ch.fee) <> 0 OR sum(ch.total) <> 0
    ON CONFLICT (dimension, month, event_id, key) DO UPDATE
      SET orders = c.orders + excluded.orders, subtotal = c.subtotal + excluded.subtotal, discount = c.discount + excluded.discount,
          convenience_fee = c.convenience_fee + excluded.convenience_fee, total = c.total + excluded.total
  )
  INSERT INTO public.sales_daily AS c (event_id, day, orders, subtotal, discount, convenience_fee, total)
  SELECT ch.event_id, public.dashboard_day(ch.at_time), sum(ch.sign), sum(ch.subtotal), sum(ch.discount), sum(ch.fee), sum(ch.total)
    FROM ch
   WHERE ch.status = 'payment_confirmed'
   GROUP BY 1, 2
  HAVING sum(ch.sign) <> 0 OR sum(ch.subtotal) <> 0 OR sum(ch.discount) <> 0 OR sum(ch.fee) <> 0 OR sum(ch.total) <> 0
  ON CONFLICT (event_id, day) DO UPDATE
    SET orders = c.orders + excluded.orders, subtotal = c.subtotal + excluded.subtotal, discount = c.discount + excluded.discount,
        convenience_fee = c.convenience_fee + excluded.convenience_fee, total = c.total + excluded.total
$$;
--> statement-breakpoint
-- One subscription entering (sign 1) or leaving (-1) the sales of an order month and status.
CREATE TYPE public.sales_subscription_change AS (sign integer, event_id integer, event_modality_id integer, month date, status text, price numeric);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.sales_subscriptions_apply(changes public.sales_subscription_change[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.sales_monthly_modalities AS c (event_id, month, event_modality_id, status, subscriptions, amount)
  SELECT ch.event_id, ch.month, ch.event_modality_id, ch.status, sum(ch.sign), sum(ch.sign * ch.price)
    FROM unnest(changes) ch
   GROUP BY 1, 2, 3, 4
  HAVING sum(ch.sign) <> 0 OR sum(ch.sign * ch.price) <> 0
  ON CONFLICT (event_id, month, event_modality_id, status) DO UPDATE
    SET subscriptions = c.subscriptions + excluded.subscriptions, amount = c.amount + excluded.amount;

  INSERT INTO public.sales_monthly AS c (event_id, month, status, subscriptions)
  SELECT ev.id, ch.month, ch.status, sum(ch.sign)
    FROM unnest(changes) ch CROSS JOIN LATERAL (VALUES (ch.event_id), (-1)) AS ev(id)
   GROUP BY 1, 2, 3
  HAVING sum(ch.sign) <> 0
  ON CONFLICT (event_id, month, status) DO UPDATE SET subscriptions = c.subscriptions + excluded.subscriptions;

  INSERT INTO public.sales_yearly AS c (year, status, event_id, subscriptions)
  SELECT extract(year FROM ch.month)::int, ch.status, ch.event_id, sum(ch.sign)
    FROM unnest(changes) ch
   GROUP BY 1, 2, 3
  HAVING sum(ch.sign) <> 0
  ON CONFLICT (year, status, event_id) DO UPDATE SET subscriptions = c.subscriptions + excluded.subscriptions;

  INSERT INTO public.sales_yearly_modalities AS c (year, status, event_modality_id, subscriptions, amount)
  SELECT extract(year FROM ch.month)::int, ch.status, ch.event_modality_id, sum(ch.sign), sum(ch.sign * ch.price)
    FROM unnest(changes) ch
   GROUP BY 1, 2, 3
  HAVING sum(ch.sign) <> 0 OR sum(ch.sign * ch.price) <> 0
  ON CONFLICT (year, status, event_modality_id) DO UPDATE
    SET subscriptions = c.subscriptions + excluded.subscriptions, amount = c.amount + excluded.amount;
END $$;
--> statement-breakpoint
-- Adds (new_rows) and removes (old_rows) subscriptions, keyed by the month and status their order has now (a
-- subscription without an order is not a sale).
CREATE OR REPLACE FUNCTION public.sales_modalities_apply(old_rows public.subscriptions[], new_rows public.subscriptions[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.sales_subscriptions_apply((
    SELECT coalesce(array_agg(ROW(ch.sign, ch.event_id, ch.event_modality_id, public.sales_month(coalesce(o.paid_at, o.created_at)), o.status, ch.price)::public.sales_subscription_change), '{}')
      FROM (SELECT -1 AS sign, r.event_id, r.event_modality_id, r.order_id, r.price FROM unnest(old_rows) r
            UNION ALL SELECT 1, r.event_id, r.event_modality_id, r.order_id, r.price FROM unnest(new_rows) r) ch
      JOIN public.orders o ON o.id = ch.order_id));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.orders_sales_rollups() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- a new order has no subscriptions yet (their foreign key needs it), so only the order rollups move
    PERFORM public.sales_rollups_apply('{}', (SELECT coalesce(array_agg(n::public.orders), '{}') FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM public.sales_rollups_apply((SELECT coalesce(array_agg(o::public.orders), '{}') FROM old_rows o), (SELECT coalesce(array_agg(n::public.orders), '{}') FROM new_rows n));
    -- orders whose month or status changed take their subscriptions along
    PERFORM public.sales_subscriptions_apply((
      WITH moved AS (
        SELECT o.id, public.sales_month(coalesce(o.paid_at, o.created_at)) AS old_month, o.status AS old_status,
               public.sales_month(coalesce(n.paid_at, n.created_at)) AS new_month, n.status AS new_status
          FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE o.status IS DISTINCT FROM n.status
            OR public.sales_month(coalesce(o.paid_at, o.created_at)) IS DISTINCT FROM public.sales_month(coalesce(n.paid_at, n.created_at))
      )
      SELECT coalesce(array_agg(ROW(x.sign, s.event_id, s.event_modality_id, x.month, x.status, s.price)::public.sales_subscription_change), '{}')
        FROM (SELECT m.id, -1 AS sign, m.old_month AS month, m.old_status AS status FROM moved m
              UNION ALL SELECT m.id, 1, m.new_month, m.new_status FROM moved m) x
        JOIN public.subscriptions s ON s.order_id = x.id));
  ELSE
    PERFORM public.sales_rollups_apply((SELECT coalesce(array_agg(o::public.orders), '{}') FROM old_rows o), '{}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollups_ins AFTER INSERT ON public.orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.orders_sales_rollups();
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollups_upd AFTER UPDATE ON public.orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.orders_sales_rollups();
--> statement-breakpoint
CREATE TRIGGER orders_sales_rollups_del AFTER DELETE ON public.orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.orders_sales_rollups();
--> statement-breakpoint
-- An order going away takes its subscriptions out of the sales first: once it is deleted, the foreign key clears their
-- order_id and their own trigger no longer finds the order they were counted under.
CREATE OR REPLACE FUNCTION public.orders_sales_modalities_del() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.sales_subscriptions_apply((
    SELECT coalesce(array_agg(ROW(-1, s.event_id, s.event_modality_id, public.sales_month(coalesce(OLD.paid_at, OLD.created_at)), OLD.status, s.price)::public.sales_subscription_change), '{}')
      FROM public.subscriptions s WHERE s.order_id = OLD.id));
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_sales_modalities_del BEFORE DELETE ON public.orders
  FOR EACH ROW EXECUTE FUNCTION public.orders_sales_modalities_del();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.subscriptions_sales_rollups() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.sales_modalities_apply('{}', (SELECT coalesce(array_agg(n::public.subscriptions), '{}') FROM new_rows n WHERE n.order_id IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM public.sales_modalities_apply((SELECT coalesce(array_agg(o::public.subscriptions), '{}') FROM old_rows o WHERE o.order_id IS NOT NULL),
                                          (SELECT coalesce(array_agg(n::public.subscriptions), '{}') FROM new_rows n WHERE n.order_id IS NOT NULL));
  ELSE
    PERFORM public.sales_modalities_apply((SELECT coalesce(array_agg(o::public.subscriptions), '{}') FROM old_rows o WHERE o.order_id IS NOT NULL), '{}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_sales_rollups_ins AFTER INSERT ON public.subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.subscriptions_sales_rollups();
--> statement-breakpoint
CREATE TRIGGER subscriptions_sales_rollups_upd AFTER UPDATE ON public.subscriptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.subscriptions_sales_rollups();
--> statement-breakpoint
CREATE TRIGGER subscriptions_sales_rollups_del AFTER DELETE ON public.subscriptions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.subscriptions_sales_rollups();
--> statement-breakpoint
-- The paid orders of an event or of the platform in time order (tax report orders, audit CSV, external audit tab).
CREATE INDEX IF NOT EXISTS orders_paid_event_idx ON public.orders (event_id, (coalesce(paid_at, created_at)), id) WHERE status = 'payment_confirmed';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_paid_at_idx ON public.orders ((coalesce(paid_at, created_at)), id) WHERE status = 'payment_confirmed';
--> statement-breakpoint
-- The rows already there (a database migrated with orders in it), one event at a time: orders first, then the
-- subscriptions that find them.
SELECT public.sales_rollups_apply('{}', array_agg(o)) FROM public.orders o GROUP BY o.event_id;
--> statement-breakpoint
SELECT public.sales_modalities_apply('{}', array_agg(s)) FROM public.subscriptions s WHERE s.order_id IS NOT NULL GROUP BY s.event_id;
