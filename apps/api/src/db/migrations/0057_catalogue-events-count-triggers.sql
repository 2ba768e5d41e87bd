-- Custom SQL migration file, put your code below! ---- Live events per catalogue item (decision 0112): extras, modalities, sponsors, ONGs and event groups keep
-- events_count, the distinct events with deleted_at null that link to them, so their lists never count links.
-- 1. A link statement (insert, update, delete) moves, per (item, live event) pair it touched, the pair's presence:
--    rows of the pair now in the table against rows before (now - added + removed). A pair counts once however many
--    link rows it has (an event may list a modality twice). Statement-level with transition tables: one update per
--    statement. Links of a soft-deleted or vanished event count nothing here.
CREATE OR REPLACE FUNCTION public.catalogue_links_apply() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  items text := TG_ARGV[0];     -- the catalogue table
  item_key text := TG_ARGV[1];  -- the link's column naming the item
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I AS item, event_id, 1 AS added, 0 AS removed FROM new_rows', item_key)
    WHEN 'DELETE' THEN format('SELECT %I AS item, event_id, 0 AS added, 1 AS removed FROM old_rows', item_key)
    ELSE format('SELECT %1$I AS item, event_id, 1 AS added, 0 AS removed FROM new_rows
                 UNION ALL SELECT %1$I, event_id, 0, 1 FROM old_rows', item_key)
  END;
  EXECUTE format($sql$
    UPDATE public.%1$I x SET events_count = x.events_count + d.n
    FROM (
      SELECT pair.item, sum((pair.now > 0)::int - (pair.now - pair.added + pair.removed > 0)::int)::int AS n
      FROM (
        SELECT ch.item, ch.event_id, sum(ch.added) AS added, sum(ch.removed) AS removed,
               (SELECT count(*) FROM public.%2$I l WHERE l.%3$I = ch.item AND l.event_id = ch.event_id) AS now
        FROM (%4$s) ch
        JOIN public.events e ON e.id = ch.event_id AND e.deleted_at IS NULL
        GROUP BY ch.item, ch.event_id
      ) pair
      GROUP BY pair.item
      HAVING sum((pair.now > 0)::int - (pair.now - pair.added + pair.removed > 0)::int) <> 0
    ) d
    WHERE x.id = d.item$sql$, items, TG_TABLE_NAME, item_key, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- 2. An event that stops or starts being live (soft delete, restore) moves every item it links to by one; so does
--    the hard delete of a live event, before the foreign keys remove its links (whose own trigger then finds no event).
CREATE OR REPLACE FUNCTION public.catalogue_event_liveness() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_event integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  step integer := CASE WHEN TG_OP = 'UPDATE' AND NEW.deleted_at IS NULL THEN 1 ELSE -1 END;
BEGIN
  UPDATE public.extras x SET events_count = x.events_count + step WHERE x.id IN (SELECT l.extra_id FROM public.event_extras l WHERE l.event_id = changed_event);
  UPDATE public.modalities x SET events_count = x.events_count + step WHERE x.id IN (SELECT l.modality_id FROM public.event_modalities l WHERE l.event_id = changed_event);
  UPDATE public.sponsors x SET events_count = x.events_count + step WHERE x.id IN (SELECT l.sponsor_id FROM public.event_sponsors l WHERE l.event_id = changed_event);
  UPDATE public.ongs x SET events_count = x.events_count + step WHERE x.id IN (SELECT l.ong_id FROM public.event_ongs l WHERE l.event_id = changed_event);
  UPDATE public.event_groups x SET events_count = x.events_count + step WHERE x.id IN (SELECT l.event_group_id FROM public.event_group_events l WHERE l.event_id = changed_event);
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_catalogue_liveness AFTER UPDATE OF deleted_at ON public.events
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)) EXECUTE FUNCTION public.catalogue_event_liveness();
--> statement-breakpoint
CREATE TRIGGER events_catalogue_delete BEFORE DELETE ON public.events
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL) EXECUTE FUNCTION public.catalogue_event_liveness();
--> statement-breakpoint
CREATE TRIGGER event_extras_catalogue_ins AFTER INSERT ON public.event_extras
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('extras', 'extra_id');
--> statement-breakpoint
CREATE TRIGGER event_extras_catalogue_upd AFTER UPDATE ON public.event_extras
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('extras', 'extra_id');
--> statement-breakpoint
CREATE TRIGGER event_extras_catalogue_del AFTER DELETE ON public.event_extras
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('extras', 'extra_id');
--> statement-breakpoint
CREATE TRIGGER event_modalities_catalogue_ins AFTER INSERT ON public.event_modalities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('modalities', 'modality_id');
--> statement-breakpoint
CREATE TRIGGER event_modalities_catalogue_upd AFTER UPDATE ON public.event_modalities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('modalities', 'modality_id');
--> statement-breakpoint
CREATE TRIGGER event_modalities_catalogue_del AFTER DELETE ON public.event_modalities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('modalities', 'modality_id');
--> statement-breakpoint
CREATE TRIGGER event_sponsors_catalogue_ins AFTER INSERT ON public.event_sponsors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('sponsors', 'sponsor_id');
--> statement-breakpoint
CREATE TRIGGER event_sponsors_catalogue_upd AFTER UPDATE ON public.event_sponsors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('sponsors', 'sponsor_id');
--> statement-breakpoint
CREATE TRIGGER event_sponsors_catalogue_del AFTER DELETE ON public.event_sponsors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('sponsors', 'sponsor_id');
--> statement-breakpoint
CREATE TRIGGER event_ongs_catalogue_ins AFTER INSERT ON public.event_ongs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('ongs', 'ong_id');
--> statement-breakpoint
CREATE TRIGGER event_ongs_catalogue_upd AFTER UPDATE ON public.event_ongs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('ongs', 'ong_id');
--> statement-breakpoint
CREATE TRIGGER event_ongs_catalogue_del AFTER DELETE ON public.event_ongs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('ongs', 'ong_id');
--> statement-breakpoint
CREATE TRIGGER event_group_events_catalogue_ins AFTER INSERT ON public.event_group_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('event_groups', 'event_group_id');
--> statement-breakpoint
CREATE TRIGGER event_group_events_catalogue_upd AFTER UPDATE ON public.event_group_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('event_groups', 'event_group_id');
--> statement-breakpoint
CREATE TRIGGER event_group_events_catalogue_del AFTER DELETE ON public.event_group_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.catalogue_links_apply('event_groups', 'event_group_id');
--> statement-breakpoint
-- Items already linked (a database migrated with events in it).
UPDATE public.extras x SET events_count = c.n FROM (SELECT l.extra_id AS item, count(DISTINCT l.event_id)::int AS n FROM public.event_extras l JOIN public.events e ON e.id = l.event_id AND e.deleted_at IS NULL GROUP BY 1) c WHERE x.id = c.item;
--> statement-breakpoint
UPDATE public.modalities x SET events_count = c.n FROM (SELECT l.modality_id AS item, count(DISTINCT l.event_id)::int AS n FROM public.event_modalities l JOIN public.events e ON e.id = l.event_id AND e.deleted_at IS NULL GROUP BY 1) c WHERE x.id = c.item;
--> statement-breakpoint
UPDATE public.sponsors x SET events_count = c.n FROM (SELECT l.sponsor_id AS item, count(DISTINCT l.event_id)::int AS n FROM public.event_sponsors l JOIN public.events e ON e.id = l.event_id AND e.deleted_at IS NULL GROUP BY 1) c WHERE x.id = c.item;
--> statement-breakpoint
UPDATE public.ongs x SET events_count = c.n FROM (SELECT l.ong_id AS item, count(DISTINCT l.event_id)::int AS n FROM public.event_ongs l JOIN public.events e ON e.id = l.event_id AND e.deleted_at IS NULL GROUP BY 1) c WHERE x.id = c.item;
--> statement-breakpoint
UPDATE public.event_groups x SET events_count = c.n FROM (SELECT l.event_group_id AS item, count(DISTINCT l.event_id)::int AS n FROM public.event_group_events l JOIN public.events e ON e.id = l.event_id AND e.deleted_at IS NULL GROUP BY 1) c WHERE x.id = c.item;
