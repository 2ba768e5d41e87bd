-- Custom SQL migration file, put your code below! --
-- Name words (decision 0151): each customer's newest order in customer_search, and each word of the customers' name
-- keys with its customers (customer_name_words) and its totals (customer_name_word_totals), kept in the writes' own
-- transaction by triggers, as customer_search itself is (decision 0126).

-- The words of a name key, each once, in order: what a one-word search fragment can lie inside.
CREATE OR REPLACE FUNCTION public.name_key_words(name_key text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}') FROM regexp_split_to_table(name_key, '\s+') w WHERE w <> ''
$$;
--> statement-breakpoint
-- The orders triggers of migration 0068 keep the newest order beside the total: an order added can only raise it, one
-- removed or moved away makes it the customer's remaining newest (orders_customer_id_idx reads it at once).
CREATE OR REPLACE FUNCTION public.customer_search_orders_added() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.customer_search k SET orders = k.orders + d.n, newest_order_id = greatest(k.newest_order_id, d.newest)
    FROM (SELECT n.customer_id, count(*)::int AS n, max(n.id) AS newest FROM new_rows n GROUP BY 1) d WHERE k.customer_id = d.customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.customer_search_orders_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.customer_search k SET orders = k.orders - d.n,
      newest_order_id = (SELECT max(o.id) FROM public.orders o WHERE o.customer_id = k.customer_id)
    FROM (SELECT o.customer_id, count(*)::int AS n FROM old_rows o GROUP BY 1) d WHERE k.customer_id = d.customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.customer_search_order_moved() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.customer_search SET orders = orders - 1,
      newest_order_id = (SELECT max(o.id) FROM public.orders o WHERE o.customer_id = OLD.customer_id)
    WHERE customer_id = OLD.customer_id;
  UPDATE public.customer_search SET orders = orders + 1, newest_order_id = greatest(newest_order_id, NEW.id) WHERE customer_id = NEW.customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Word totals change by statement, summed per word and applied in the words' order: two transactions that touch the
-- same words lock their rows in the same order and wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION public.customer_name_words_added() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.customer_name_words (word_key, customer_id, orders, newest_order_id)
    SELECT w, n.customer_id, n.orders, n.newest_order_id FROM new_rows n, unnest(public.name_key_words(n.name_key)) w;
  INSERT INTO public.customer_name_word_totals AS t (word_key, customers, orders)
    SELECT w, count(*)::int, sum(n.orders)::int FROM new_rows n, unnest(public.name_key_words(n.name_key)) w GROUP BY w ORDER BY w
    ON CONFLICT (word_key) DO UPDATE SET customers = t.customers + excluded.customers, orders = t.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.customer_name_words_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.customer_name_words k USING old_rows o
    WHERE k.customer_id = o.customer_id AND k.word_key = ANY (public.name_key_words(o.name_key));
  INSERT INTO public.customer_name_word_totals AS t (word_key, customers, orders)
    SELECT w, -count(*)::int, -sum(o.orders)::int FROM old_rows o, unnest(public.name_key_words(o.name_key)) w GROUP BY w ORDER BY w
    ON CONFLICT (word_key) DO UPDATE SET customers = t.customers + excluded.customers, orders = t.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update (an order written, a rename) moves a customer's rows: a renamed customer leaves its old words for its new
-- ones; otherwise its rows take the new total and newest order. The totals take each word's difference.
CREATE OR REPLACE FUNCTION public.customer_name_words_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.customer_name_words k USING old_rows o JOIN new_rows n USING (customer_id)
    WHERE o.name_key <> n.name_key AND k.customer_id = o.customer_id AND k.word_key = ANY (public.name_key_words(o.name_key));
  INSERT INTO public.customer_name_words (word_key, customer_id, orders, newest_order_id)
    SELECT w, n.customer_id, n.orders, n.newest_order_id FROM old_rows o JOIN new_rows n USING (customer_id), unnest(public.name_key_words(n.name_key)) w
    WHERE o.name_key <> n.name_key;
  UPDATE public.customer_name_words k SET orders = n.orders, newest_order_id = n.newest_order_id
    FROM old_rows o JOIN new_rows n USING (customer_id)
    WHERE o.name_key = n.name_key AND (o.orders, o.newest_order_id) IS DISTINCT FROM (n.orders, n.newest_order_id)
      AND k.customer_id = n.customer_id AND k.word_key = ANY (public.name_key_words(n.name_key));
  INSERT INTO public.customer_name_word_totals AS t (word_key, customers, orders)
    SELECT d.w, sum(d.customers)::int, sum(d.orders)::int FROM (
      SELECT w, 1 AS customers, n.orders FROM old_rows o JOIN new_rows n USING (customer_id), unnest(public.name_key_words(n.name_key)) w
        WHERE (o.name_key, o.orders) IS DISTINCT FROM (n.name_key, n.orders)
      UNION ALL
      SELECT w, -1, -o.orders FROM old_rows o JOIN new_rows n USING (customer_id), unnest(public.name_key_words(o.name_key)) w
        WHERE (o.name_key, o.orders) IS DISTINCT FROM (n.name_key, n.orders)
    ) d GROUP BY d.w HAVING sum(d.customers) <> 0 OR sum(d.orders) <> 0 ORDER BY d.w
    ON CONFLICT (word_key) DO UPDATE SET customers = t.customers + excluded.customers, orders = t.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rows already there, written afresh: customer_search rebuilt with each newest order (an UPDATE of every row would
-- leave a dead version of each, and a name search visits each match's page), then the words from it, indexes after.
DROP INDEX public.customer_search_name_key_trgm_idx;
--> statement-breakpoint
CREATE TEMP TABLE customer_search_rebuilt AS
  SELECT k.customer_id, k.name_key, k.orders, o.newest FROM public.customer_search k
  LEFT JOIN (SELECT customer_id, max(id) AS newest FROM public.orders GROUP BY 1) o ON o.customer_id = k.customer_id;
--> statement-breakpoint
TRUNCATE public.customer_search;
--> statement-breakpoint
INSERT INTO public.customer_search (customer_id, name_key, orders, newest_order_id)
  SELECT customer_id, name_key, orders, newest FROM customer_search_rebuilt ORDER BY customer_id;
--> statement-breakpoint
DROP TABLE customer_search_rebuilt;
--> statement-breakpoint
CREATE INDEX customer_search_name_key_trgm_idx ON public.customer_search USING gin (name_key gin_trgm_ops);
--> statement-breakpoint
DROP INDEX public.customer_name_words_newest_idx;
--> statement-breakpoint
DROP INDEX public.customer_name_word_totals_trgm_idx;
--> statement-breakpoint
INSERT INTO public.customer_name_words (word_key, customer_id, orders, newest_order_id)
  SELECT w, k.customer_id, k.orders, k.newest_order_id FROM public.customer_search k, unnest(public.name_key_words(k.name_key)) w ORDER BY 1, 2;
--> statement-breakpoint
INSERT INTO public.customer_name_word_totals (word_key, customers, orders)
  SELECT word_key, count(*)::int, sum(orders)::int FROM public.customer_name_words GROUP BY 1 ORDER BY 1;
--> statement-breakpoint
CREATE INDEX customer_name_words_newest_idx ON public.customer_name_words USING btree (word_key, newest_order_id DESC NULLS LAST, customer_id, orders);
--> statement-breakpoint
CREATE INDEX customer_name_word_totals_trgm_idx ON public.customer_name_word_totals USING gin (word_key gin_trgm_ops);
--> statement-breakpoint
-- Each order written updates its words' totals: free room on the page keeps the new version there (heap-only, as 0080).
ALTER TABLE public.customer_name_word_totals SET (fillfactor = 70);
--> statement-breakpoint
CREATE TRIGGER customer_search_words_ins AFTER INSERT ON public.customer_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.customer_name_words_added();
--> statement-breakpoint
CREATE TRIGGER customer_search_words_del AFTER DELETE ON public.customer_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.customer_name_words_removed();
--> statement-breakpoint
CREATE TRIGGER customer_search_words_upd AFTER UPDATE ON public.customer_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.customer_name_words_changed();
--> statement-breakpoint
-- PGlite has no autovacuum: statistics now, so the searches plan on the new tables at once.
ANALYZE public.customer_search;
--> statement-breakpoint
ANALYZE public.customer_name_words;
--> statement-breakpoint
ANALYZE public.customer_name_word_totals;
