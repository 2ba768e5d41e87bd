-- Custom SQL migration file, put your code below! --
-- Subscription counters and dashboard rollups (issue 13 §2, decision 0043): every write to subscriptions adds its
-- difference to subscription_counts, subscription_daily_counts and subscription_daily_breakdowns in the same
-- statement (statement-level triggers with transition tables, so a bulk load costs one upsert per statement). A
-- breakdown also reads the customer (gender, age, city, kind), the order (payment method) and the event (date, for
-- the age): changes there move the affected subscriptions from the old key to the new one.

-- The dashboard's calendar day: the organisers' time zone.
CREATE OR REPLACE FUNCTION public.dashboard_day(at_time timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (at_time AT TIME ZONE 'America/Sao_Paulo')::date $$;
--> statement-breakpoint
-- Age group on the event day (on the subscription's day when the event has no date yet).
CREATE OR REPLACE FUNCTION public.dashboard_age_group(birth date, on_day date) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN birth IS NULL THEN 'none'
    WHEN extract(year FROM age(on_day, birth)) < 18 THEN 'ate-17'
    WHEN extract(year FROM age(on_day, birth)) < 30 THEN '18-29'
    WHEN extract(year FROM age(on_day, birth)) < 40 THEN '30-39'
    WHEN extract(year FROM age(on_day, birth)) < 50 THEN '40-49'
    WHEN extract(year FROM age(on_day, birth)) < 60 THEN '50-59'
    ELSE '60+'
  END $$;
--> statement-breakpoint
-- The breakdown keys of one subscription, given the customer, order and event date it is counted with.
CREATE OR REPLACE FUNCTION public.subscription_breakdown_keys(s public.subscriptions, cu public.customers, o public.orders, event_date date)
  RETURNS TABLE (dimension text, key text)
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  VALUES
    ('price_type', s.price_type),
    ('origin', s.origin),
    ('shirt_size', coalesce(s.shirt_size, 'none')),
    ('event_modality', s.event_modality_id::text),
    ('payment_method', coalesce(o.payment_method, 'none')),
    ('gender', CASE cu.gender WHEN 0 THEN 'male' WHEN 1 THEN 'female' ELSE 'none' END),
    ('age', public.dashboard_age_group(cu.birth_date, coalesce(event_date, public.dashboard_day(s.created_at)))),
    ('city', coalesce(cu.city_id::text, 'none')),
    ('user_kind', coalesce(cu.user_kind, 'none'))
$$;
--> statement-breakpoint
-- Adds (sign +1) or removes (sign -1) subscription rows: old_rows leave the counters, new_rows enter them.
CREATE OR REPLACE FUNCTION public.subscription_rollups_apply(old_rows public.subscriptions[], new_rows public.subscriptions[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.subscription_counts AS c (event_id, event_modality_id, lot_id, shirt_size, status, price_type, subscriptions, kits_withdrawn, amount)
  SELECT ch.event_id, ch.event_modality_id, ch.lot_id, ch.shirt_size, ch.status, ch.price_type,
         sum(ch.sign), coalesce(sum(ch.sign) FILTER (WHERE ch.kit_withdrawn_at IS NOT NULL), 0), sum(ch.sign * ch.price)
    FROM (SELECT -1 AS sign, r.* FROM unnest(old_rows) r UNION ALL SELECT 1, r.* FROM unnest(new_rows) r) ch
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(ch.sign) <> 0 OR coalesce(sum(ch.sign) FILTER (WHERE ch.kit_withdrawn_at IS NOT NULL), 0) <> 0 OR sum(ch.sign * ch.price) <> 0
  ON CONFLICT ON CONSTRAINT subscription_counts_key DO UPDATE
    SET subscriptions = c.subscriptions + excluded.subscriptions,
        kits_withdrawn = c.kits_withdrawn + excluded.kits_withdrawn,
        amount = c.amount + excluded.amount;

  INSERT INTO public.subscription_daily_counts AS c (event_id, day, status, subscriptions, amount, chest_numbers)
  SELECT ch.event_id, public.dashboard_day(ch.created_at), ch.status,
         sum(ch.sign), sum(ch.sign * ch.price), coalesce(sum(ch.sign) FILTER (WHERE ch.chest_number IS NOT NULL), 0)
    FROM (SELECT -1 AS sign, r.* FROM unnest(old_rows) r UNION ALL SELECT 1, r.* FROM unnest(new_rows) r) ch
   GROUP BY 1, 2, 3
  HAVING sum(ch.sign) <> 0 OR sum(ch.sign * ch.price) <> 0 OR coalesce(sum(ch.sign) FILTER (WHERE ch.chest_number IS NOT NULL), 0) <> 0
  ON CONFLICT (event_id, day, status) DO UPDATE
    SET subscriptions = c.subscriptions + excluded.subscriptions,
        amount = c.amount + excluded.amount,
        chest_numbers = c.chest_numbers + excluded.chest_numbers;

  INSERT INTO public.subscription_daily_breakdowns AS c (event_id, dimension, day, key, subscriptions)
  SELECT (ch.r).event_id, k.dimension, public.dashboard_day((ch.r).created_at), k.key, sum(ch.sign)
    FROM (SELECT -1 AS sign, r FROM unnest(old_rows) r UNION ALL SELECT 1, r FROM unnest(new_rows) r) ch
    LEFT JOIN public.customers cu ON cu.id = (ch.r).customer_id
    LEFT JOIN public.orders o ON o.id = (ch.r).order_id
    LEFT JOIN public.events e ON e.id = (ch.r).event_id
   CROSS JOIN LATERAL public.subscription_breakdown_keys(ch.r, cu, o, e.event_date) k
   WHERE (ch.r).status NOT IN ('cancelled', 'rejected')
   GROUP BY 1, 2, 3, 4
  HAVING sum(ch.sign) <> 0
  ON CONFLICT (event_id, dimension, day, key) DO UPDATE SET subscriptions = c.subscriptions + excluded.subscriptions;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.subscriptions_rollups() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.subscription_rollups_apply('{}', (SELECT coalesce(array_agg(n::public.subscriptions), '{}') FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM public.subscription_rollups_apply((SELECT coalesce(array_agg(o::public.subscriptions), '{}') FROM old_rows o), (SELECT coalesce(array_agg(n::public.subscriptions), '{}') FROM new_rows n));
  ELSE
    PERFORM public.subscription_rollups_apply((SELECT coalesce(array_agg(o::public.subscriptions), '{}') FROM old_rows o), '{}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_rollups_ins AFTER INSERT ON public.subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.subscriptions_rollups();
--> statement-breakpoint
CREATE TRIGGER subscriptions_rollups_upd AFTER UPDATE ON public.subscriptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.subscriptions_rollups();
--> statement-breakpoint
CREATE TRIGGER subscriptions_rollups_del AFTER DELETE ON public.subscriptions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.subscriptions_rollups();
--> statement-breakpoint
-- Moves counted subscriptions from the breakdown keys they had to the ones they have now, when something they read
-- from another table changes (the caller selects the subscriptions and gives the before and after of that table).
CREATE OR REPLACE FUNCTION public.subscription_breakdowns_rekey(subs public.subscriptions[], cu_before public.customers, cu_after public.customers,
  o_before public.orders, o_after public.orders, date_before date, date_after date, by_customer boolean, by_order boolean, by_event boolean) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.subscription_daily_breakdowns AS c (event_id, dimension, day, key, subscriptions)
  WITH base AS MATERIALIZED (
    SELECT s AS sub, s.event_id, public.dashboard_day(s.created_at) AS day, cu AS cu_now, o AS o_now, e.event_date AS date_now
      FROM unnest(subs) s
      LEFT JOIN public.customers cu ON cu.id = s.customer_id
      LEFT JOIN public.orders o ON o.id = s.order_id
      LEFT JOIN public.events e ON e.id = s.event_id
     WHERE s.status NOT IN ('cancelled', 'rejected')
  )
  SELECT x.event_id, x.dimension, x.day, x.key, sum(x.sign)
    FROM (
      SELECT -1 AS sign, b.event_id, b.day, k.dimension, k.key
        FROM base b CROSS JOIN LATERAL public.subscription_breakdown_keys(b.sub, CASE WHEN by_customer THEN cu_before ELSE b.cu_now END,
          CASE WHEN by_order THEN o_before ELSE b.o_now END, CASE WHEN by_event THEN date_before ELSE b.date_now END) k
      UNION ALL
      SELECT 1, b.event_id, b.day, k.dimension, k.key
        FROM base b CROSS JOIN LATERAL public.subscription_breakdown_keys(b.sub, CASE WHEN by_customer THEN cu_after ELSE b.cu_now END,
          CASE WHEN by_order THEN o_after ELSE b.o_now END, CASE WHEN by_event THEN date_after ELSE b.date_now END) k
    ) x
   GROUP BY 1, 2, 3, 4
  HAVING sum(x.sign) <> 0
  ON CONFLICT (event_id, dimension, day, key) DO UPDATE SET subscriptions = c.subscriptions + excluded.subscriptions;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.customers_rollups_rekey() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.subscription_breakdowns_rekey((SELECT coalesce(array_agg(s), '{}') FROM public.subscriptions s WHERE s.customer_id = NEW.id),
    OLD, NEW, NULL, NULL, NULL, NULL, true, false, false);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_rollups_upd AFTER UPDATE OF birth_date, gender, city_id, user_kind ON public.customers
  FOR EACH ROW WHEN (OLD.birth_date IS DISTINCT FROM NEW.birth_date OR OLD.gender IS DISTINCT FROM NEW.gender
    OR OLD.city_id IS DISTINCT FROM NEW.city_id OR OLD.user_kind IS DISTINCT FROM NEW.user_kind)
  EXECUTE FUNCTION public.customers_rollups_rekey();
--> statement-breakpoint
-- An order's payment method changes, or the order goes away (its subscriptions then count as 'none', which is what
-- the subscriptions' own trigger finds when the foreign key clears their order_id).
CREATE OR REPLACE FUNCTION public.orders_rollups_rekey() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.subscription_breakdowns_rekey((SELECT coalesce(array_agg(s), '{}') FROM public.subscriptions s WHERE s.order_id = OLD.id),
    NULL, NULL, OLD, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW END, NULL, NULL, false, true, false);
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_rollups_upd AFTER UPDATE OF payment_method ON public.orders
  FOR EACH ROW WHEN (OLD.payment_method IS DISTINCT FROM NEW.payment_method)
  EXECUTE FUNCTION public.orders_rollups_rekey();
--> statement-breakpoint
CREATE TRIGGER orders_rollups_del BEFORE DELETE ON public.orders
  FOR EACH ROW EXECUTE FUNCTION public.orders_rollups_rekey();
--> statement-breakpoint
-- A new event date moves the event's subscriptions between age groups.
CREATE OR REPLACE FUNCTION public.events_rollups_rekey() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.subscription_breakdowns_rekey((SELECT coalesce(array_agg(s), '{}') FROM public.subscriptions s WHERE s.event_id = NEW.id),
    NULL, NULL, NULL, NULL, OLD.event_date, NEW.event_date, false, false, true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_rollups_upd AFTER UPDATE OF event_date ON public.events
  FOR EACH ROW WHEN (OLD.event_date IS DISTINCT FROM NEW.event_date)
  EXECUTE FUNCTION public.events_rollups_rekey();
--> statement-breakpoint
-- The rows already there (a database migrated with subscriptions in it), one event at a time.
SELECT public.subscription_rollups_apply('{}', array_agg(s)) FROM public.subscriptions s GROUP BY s.event_id;
