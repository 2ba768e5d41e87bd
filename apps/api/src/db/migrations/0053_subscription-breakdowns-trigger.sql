-- Custom SQL migration file, put your code below! --
-- subscription_breakdowns (decision 0108) follows subscription_daily_breakdowns: statement-level triggers with
-- transition tables, like the rollups they follow (migration 0017), so a write statement adds one upsert per key it
-- changes whatever the number of days. An upsert's inserted and updated rows reach the INSERT and UPDATE triggers.
CREATE OR REPLACE FUNCTION public.subscription_breakdowns_follow() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.subscription_breakdowns AS c (event_id, dimension, key, subscriptions)
    SELECT event_id, dimension, key, sum(subscriptions) FROM new_rows GROUP BY 1, 2, 3 HAVING sum(subscriptions) <> 0
    ON CONFLICT (event_id, dimension, key) DO UPDATE SET subscriptions = c.subscriptions + excluded.subscriptions;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO public.subscription_breakdowns AS c (event_id, dimension, key, subscriptions)
    SELECT event_id, dimension, key, sum(n)
      FROM (SELECT event_id, dimension, key, subscriptions AS n FROM new_rows
            UNION ALL SELECT event_id, dimension, key, -subscriptions FROM old_rows) x
     GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT (event_id, dimension, key) DO UPDATE SET subscriptions = c.subscriptions + excluded.subscriptions;
  ELSE
    INSERT INTO public.subscription_breakdowns AS c (event_id, dimension, key, subscriptions)
    SELECT event_id, dimension, key, -sum(subscriptions) FROM old_rows GROUP BY 1, 2, 3 HAVING sum(subscriptions) <> 0
    ON CONFLICT (event_id, dimension, key) DO UPDATE SET subscriptions = c.subscriptions + excluded.subscriptions;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscription_breakdowns_follow_ins AFTER INSERT ON public.subscription_daily_breakdowns
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.subscription_breakdowns_follow();
--> statement-breakpoint
CREATE TRIGGER subscription_breakdowns_follow_upd AFTER UPDATE ON public.subscription_daily_breakdowns
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.subscription_breakdowns_follow();
--> statement-breakpoint
CREATE TRIGGER subscription_breakdowns_follow_del AFTER DELETE ON public.subscription_daily_breakdowns
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.subscription_breakdowns_follow();
--> statement-breakpoint
-- The daily rows already there, summed once, in event order.
INSERT INTO public.subscription_breakdowns (event_id, dimension, key, subscriptions)
SELECT event_id, dimension, key, sum(subscriptions)
  FROM public.subscription_daily_breakdowns
 GROUP BY 1, 2, 3
 ORDER BY 1, 2, 3;
