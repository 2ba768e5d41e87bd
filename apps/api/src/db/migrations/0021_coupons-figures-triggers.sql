-- Custom SQL migration file, put your code below! --
-- Coupon figures kept by the writes (issue 14, decision 0053): a code's uses and discount given come from the paid
-- orders (status payment_confirmed) that carry it; a coupon's codes, uses and discount given are the sums of its
-- codes. Triggers keep them in the same transaction as the write, whoever writes (this server, the consumer app, the
-- seed); application code never writes these columns.

-- Orders inserted or deleted: one grouped update per statement (a bulk load costs one update, not one per row).
CREATE OR REPLACE FUNCTION public.orders_coupon_usage_stmt() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.coupon_codes cc SET used_count = cc.used_count + d.n, discount_given = cc.discount_given + d.amount
      FROM (SELECT coupon_code_id, count(*)::int AS n, sum(discount) AS amount FROM new_rows
             WHERE coupon_code_id IS NOT NULL AND status = 'payment_confirmed' GROUP BY 1) d
     WHERE cc.id = d.coupon_code_id;
  ELSE
    UPDATE public.coupon_codes cc SET used_count = cc.used_count - d.n, discount_given = cc.discount_given - d.amount
      FROM (SELECT coupon_code_id, count(*)::int AS n, sum(discount) AS amount FROM old_rows
             WHERE coupon_code_id IS NOT NULL AND status = 'payment_confirmed' GROUP BY 1) d
     WHERE cc.id = d.coupon_code_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- One order changes (status edit, payment confirmed, cancellation): it leaves its old code's figures and enters the new one's.
CREATE OR REPLACE FUNCTION public.orders_coupon_usage_row() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'payment_confirmed' AND OLD.coupon_code_id IS NOT NULL THEN
    UPDATE public.coupon_codes SET used_count = used_count - 1, discount_given = discount_given - OLD.discount WHERE id = OLD.coupon_code_id;
  END IF;
  IF NEW.status = 'payment_confirmed' AND NEW.coupon_code_id IS NOT NULL THEN
    UPDATE public.coupon_codes SET used_count = used_count + 1, discount_given = discount_given + NEW.discount WHERE id = NEW.coupon_code_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Codes inserted, changed or deleted: their coupon's figures move by the difference (grouped per statement).
CREATE OR REPLACE FUNCTION public.coupon_codes_figures() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.coupons c SET codes_count = c.codes_count + d.n, uses_count = c.uses_count + d.uses, discount_given = c.discount_given + d.amount
      FROM (SELECT coupon_id, count(*)::int AS n, sum(used_count)::int AS uses, sum(discount_given) AS amount FROM new_rows GROUP BY 1) d
     WHERE c.id = d.coupon_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE public.coupons c SET codes_count = c.codes_count - d.n, uses_count = c.uses_count - d.uses, discount_given = c.discount_given - d.amount
      FROM (SELECT coupon_id, count(*)::int AS n, sum(used_count)::int AS uses, sum(discount_given) AS amount FROM old_rows GROUP BY 1) d
     WHERE c.id = d.coupon_id;
  ELSE
    UPDATE public.coupons c SET codes_count = c.codes_count + d.n, uses_count = c.uses_count + d.uses, discount_given = c.discount_given + d.amount
      FROM (SELECT ch.coupon_id, sum(ch.sign)::int AS n, sum(ch.sign * ch.used_count)::int AS uses, sum(ch.sign * ch.discount_given) AS amount
              FROM (SELECT -1 AS sign, o.coupon_id, o.used_count, o.discount_given FROM old_rows o
                    UNION ALL SELECT 1, n.coupon_id, n.used_count, n.discount_given FROM new_rows n) ch
             GROUP BY 1
            HAVING sum(ch.sign) <> 0 OR sum(ch.sign * ch.used_count) <> 0 OR sum(ch.sign * ch.discount_given) <> 0) d
     WHERE c.id = d.coupon_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rows already there (a database migrated with orders and codes in it), before the triggers exist.
UPDATE public.coupon_codes cc SET used_count = coalesce(x.n, 0), discount_given = coalesce(x.amount, 0)
  FROM public.coupon_codes c2
  LEFT JOIN (SELECT coupon_code_id, count(*)::int AS n, sum(discount) AS amount FROM public.orders
              WHERE coupon_code_id IS NOT NULL AND status = 'payment_confirmed' GROUP BY 1) x ON x.coupon_code_id = c2.id
 WHERE cc.id = c2.id;
--> statement-breakpoint
UPDATE public.coupons c SET codes_count = coalesce(x.n, 0), uses_count = coalesce(x.uses, 0), discount_given = coalesce(x.amount, 0)
  FROM public.coupons c2
  LEFT JOIN (SELECT coupon_id, count(*)::int AS n, sum(used_count)::int AS uses, sum(discount_given) AS amount FROM public.coupon_codes GROUP BY 1) x ON x.coupon_id = c2.id
 WHERE c.id = c2.id;
--> statement-breakpoint
CREATE TRIGGER orders_coupon_usage_ins AFTER INSERT ON public.orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.orders_coupon_usage_stmt();
--> statement-breakpoint
CREATE TRIGGER orders_coupon_usage_del AFTER DELETE ON public.orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.orders_coupon_usage_stmt();
--> statement-breakpoint
CREATE TRIGGER orders_coupon_usage_upd AFTER UPDATE OF status, coupon_code_id, discount ON public.orders
  FOR EACH ROW WHEN ((OLD.status = 'payment_confirmed' OR NEW.status = 'payment_confirmed')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.coupon_code_id IS DISTINCT FROM NEW.coupon_code_id OR OLD.discount IS DISTINCT FROM NEW.discount))
  EXECUTE FUNCTION public.orders_coupon_usage_row();
--> statement-breakpoint
CREATE TRIGGER coupon_codes_figures_ins AFTER INSERT ON public.coupon_codes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.coupon_codes_figures();
--> statement-breakpoint
CREATE TRIGGER coupon_codes_figures_upd AFTER UPDATE ON public.coupon_codes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.coupon_codes_figures();
--> statement-breakpoint
CREATE TRIGGER coupon_codes_figures_del AFTER DELETE ON public.coupon_codes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.coupon_codes_figures();
