-- Custom SQL migration file, put your code below! --
-- Customer totals per status (decision 0070): the customer users list's total without a search reads these rows
-- instead of counting 100,000 customers. Statement-level triggers with transition tables add each statement's
-- difference (live rows only: deleted_at is null), in the writing transaction, so a bulk load costs one upsert.
CREATE OR REPLACE FUNCTION public.customer_counts_apply() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.customer_counts (status, n)
      SELECT status, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY status
      ON CONFLICT (status) DO UPDATE SET n = public.customer_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.customer_counts (status, n)
      SELECT status, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY status
      ON CONFLICT (status) DO UPDATE SET n = public.customer_counts.n + excluded.n;
  ELSE
    INSERT INTO public.customer_counts (status, n)
      SELECT status, sum(d) FROM (
        SELECT status, 1 AS d FROM new_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT status, -1 AS d FROM old_rows WHERE deleted_at IS NULL
      ) ch GROUP BY status HAVING sum(d) <> 0
      ON CONFLICT (status) DO UPDATE SET n = public.customer_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_counts_ins AFTER INSERT ON public.customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.customer_counts_apply();
--> statement-breakpoint
CREATE TRIGGER customers_counts_upd AFTER UPDATE ON public.customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.customer_counts_apply();
--> statement-breakpoint
CREATE TRIGGER customers_counts_del AFTER DELETE ON public.customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.customer_counts_apply();
--> statement-breakpoint
-- Rows already there (a database migrated with customers in it).
INSERT INTO public.customer_counts (status, n)
  SELECT status, count(*) FROM public.customers WHERE deleted_at IS NULL GROUP BY status
  ON CONFLICT (status) DO UPDATE SET n = excluded.n;
