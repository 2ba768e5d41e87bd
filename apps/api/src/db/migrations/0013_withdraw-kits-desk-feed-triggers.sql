-- Custom SQL migration file, put your code below! ---- Kit desk change feed (issue 6, decision 0015): subscriptions.desk_xid is the transaction that last wrote what a desk
-- row shows. Its default covers inserts; these triggers cover updates of the row and of what the row shows from other
-- tables (the athlete, the order's status, the extras). Rows already written in the same transaction are left alone.
CREATE OR REPLACE FUNCTION public.subscriptions_set_desk_xid() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.desk_xid := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_desk_xid_upd BEFORE UPDATE ON public.subscriptions
  FOR EACH ROW EXECUTE FUNCTION public.subscriptions_set_desk_xid();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.customers_touch_desk() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.subscriptions SET desk_xid = pg_current_xact_id() WHERE customer_id = NEW.id AND desk_xid <> pg_current_xact_id();
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a rename already rewrites the athlete's subscriptions (customers_name_key_upd, migration 0008), which sets desk_xid
CREATE TRIGGER customers_desk_upd AFTER UPDATE OF cpf, birth_date, gender ON public.customers
  FOR EACH ROW WHEN (OLD.cpf IS DISTINCT FROM NEW.cpf OR OLD.birth_date IS DISTINCT FROM NEW.birth_date OR OLD.gender IS DISTINCT FROM NEW.gender)
  EXECUTE FUNCTION public.customers_touch_desk();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.orders_touch_desk() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.subscriptions SET desk_xid = pg_current_xact_id() WHERE order_id = NEW.id AND desk_xid <> pg_current_xact_id();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_desk_upd AFTER UPDATE OF status, uuid ON public.orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.uuid IS DISTINCT FROM NEW.uuid)
  EXECUTE FUNCTION public.orders_touch_desk();
--> statement-breakpoint
-- statement-level with transition tables, so a bulk COPY of extras costs one statement, not one per row
CREATE OR REPLACE FUNCTION public.subscription_extras_touch_desk() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE public.subscriptions s SET desk_xid = pg_current_xact_id()
      WHERE s.id IN (SELECT subscription_id FROM old_rows) AND s.desk_xid <> pg_current_xact_id();
  ELSE
    UPDATE public.subscriptions s SET desk_xid = pg_current_xact_id()
      WHERE s.id IN (SELECT subscription_id FROM new_rows) AND s.desk_xid <> pg_current_xact_id();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscription_extras_desk_ins AFTER INSERT ON public.subscription_extras
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.subscription_extras_touch_desk();
--> statement-breakpoint
CREATE TRIGGER subscription_extras_desk_upd AFTER UPDATE ON public.subscription_extras
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.subscription_extras_touch_desk();
--> statement-breakpoint
CREATE TRIGGER subscription_extras_desk_del AFTER DELETE ON public.subscription_extras
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.subscription_extras_touch_desk();
