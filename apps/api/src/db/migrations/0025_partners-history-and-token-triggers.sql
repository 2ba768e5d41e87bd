-- Custom SQL migration file, put your code below! --
-- Partner programmes' discount history is append-only (issue 20, decision 0080): the server writes a line in the
-- same transaction as each change of a programme; nothing may edit or remove one afterwards.
CREATE OR REPLACE FUNCTION public.partner_discount_history_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'partner_discount_history is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER partner_discount_history_no_update BEFORE UPDATE OR DELETE ON public.partner_discount_history
  FOR EACH ROW EXECUTE FUNCTION public.partner_discount_history_append_only();
--> statement-breakpoint
CREATE TRIGGER partner_discount_history_no_truncate BEFORE TRUNCATE ON public.partner_discount_history
  FOR EACH STATEMENT EXECUTE FUNCTION public.partner_discount_history_append_only();
--> statement-breakpoint
-- Used tokens per batch (token_batches.used_count), kept in the writes' own statement: the list's summary cards and
-- each batch's figures read these counters, never count(*) over the tokens. Statement-level triggers with transition
-- tables: a batch of 999 tokens or a bulk load costs one grouped update per statement.
CREATE OR REPLACE FUNCTION public.tokens_used_count_ins() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.token_batches b SET used_count = b.used_count + d.n
  FROM (SELECT token_batch_id, count(*)::int AS n FROM new_rows WHERE status = 'unavailable' GROUP BY token_batch_id) d
  WHERE b.id = d.token_batch_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.tokens_used_count_del() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.token_batches b SET used_count = b.used_count - d.n
  FROM (SELECT token_batch_id, count(*)::int AS n FROM old_rows WHERE status = 'unavailable' GROUP BY token_batch_id) d
  WHERE b.id = d.token_batch_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.tokens_used_count_upd() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.token_batches b SET used_count = b.used_count + d.n
  FROM (
    SELECT token_batch_id, sum(n)::int AS n FROM (
      SELECT token_batch_id, count(*) AS n FROM new_rows WHERE status = 'unavailable' GROUP BY token_batch_id
      UNION ALL
      SELECT token_batch_id, -count(*) AS n FROM old_rows WHERE status = 'unavailable' GROUP BY token_batch_id
    ) x GROUP BY token_batch_id HAVING sum(n) <> 0
  ) d
  WHERE b.id = d.token_batch_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tokens_used_count_ins AFTER INSERT ON public.tokens
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.tokens_used_count_ins();
--> statement-breakpoint
CREATE TRIGGER tokens_used_count_del AFTER DELETE ON public.tokens
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.tokens_used_count_del();
--> statement-breakpoint
CREATE TRIGGER tokens_used_count_upd AFTER UPDATE ON public.tokens
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.tokens_used_count_upd();
--> statement-breakpoint
-- Existing tokens (the migration runs on a loaded database too).
UPDATE public.token_batches b SET used_count = d.n
FROM (SELECT token_batch_id, count(*)::int AS n FROM public.tokens WHERE status = 'unavailable' GROUP BY token_batch_id) d
WHERE b.id = d.token_batch_id;
