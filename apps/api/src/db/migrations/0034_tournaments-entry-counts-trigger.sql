-- Entries per (slot, status) of tournament_subscriptions, kept in the writes' own transaction (decision 0060).
CREATE OR REPLACE FUNCTION tournament_entry_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE tournament_entry_counts SET n = n - 1 WHERE tournament_slot_id = OLD.tournament_slot_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO tournament_entry_counts AS c (tournament_slot_id, status, n) VALUES (NEW.tournament_slot_id, NEW.status, 1)
    ON CONFLICT (tournament_slot_id, status) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tournament_entry_counts_insert_delete AFTER INSERT OR DELETE ON tournament_subscriptions
  FOR EACH ROW EXECUTE FUNCTION tournament_entry_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tournament_entry_counts_update AFTER UPDATE OF status, tournament_slot_id ON tournament_subscriptions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.tournament_slot_id IS DISTINCT FROM NEW.tournament_slot_id)
  EXECUTE FUNCTION tournament_entry_counts_apply();
--> statement-breakpoint
INSERT INTO tournament_entry_counts (tournament_slot_id, status, n)
  SELECT tournament_slot_id, status, count(*)::int FROM tournament_subscriptions GROUP BY tournament_slot_id, status;
