-- Custom SQL migration file, put your code below! --
-- Unread notifications per recipient (decision 0076): every insert, update and delete on notifications adds its
-- difference to notification_unread_counts in the same transaction, so the header bell's count reads two rows (the
-- user's own and key 0, notifications addressed to every staff member) instead of counting.
CREATE OR REPLACE FUNCTION public.notification_unread_bump(key integer, delta integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO public.notification_unread_counts AS c (user_key, unread) VALUES (key, delta)
  ON CONFLICT (user_key) DO UPDATE SET unread = c.unread + excluded.unread
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.notifications_unread_trigger() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.read_at IS NULL THEN
    PERFORM public.notification_unread_bump(coalesce(OLD.user_id, 0), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.read_at IS NULL THEN
    PERFORM public.notification_unread_bump(coalesce(NEW.user_id, 0), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_unread_count AFTER INSERT OR DELETE OR UPDATE OF read_at, user_id ON public.notifications
  FOR EACH ROW EXECUTE FUNCTION public.notifications_unread_trigger();
--> statement-breakpoint
-- Rows already there (a database migrated after its seed).
INSERT INTO public.notification_unread_counts (user_key, unread)
  SELECT coalesce(user_id, 0), count(*)::int FROM public.notifications WHERE read_at IS NULL GROUP BY 1
  ON CONFLICT (user_key) DO UPDATE SET unread = excluded.unread;
