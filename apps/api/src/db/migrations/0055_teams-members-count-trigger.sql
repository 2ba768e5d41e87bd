-- Custom SQL migration file, put your code below! ---- Members per team (decision 0111): teams.members_count holds the team's live customers (deleted_at is null). Statement-
-- level triggers on customers with transition tables move it in the writing transaction (a bulk load costs one update
-- per statement); the teams list and page read the column instead of counting customers per request. A team's deletion
-- clears its customers' team_id through the foreign key, whose update finds no team row left to move.
CREATE OR REPLACE FUNCTION public.team_members_apply() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.teams t SET members_count = t.members_count + ch.n
      FROM (SELECT team_id, count(*)::int AS n FROM new_rows WHERE team_id IS NOT NULL AND deleted_at IS NULL GROUP BY team_id) ch
      WHERE t.id = ch.team_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE public.teams t SET members_count = t.members_count - ch.n
      FROM (SELECT team_id, count(*)::int AS n FROM old_rows WHERE team_id IS NOT NULL AND deleted_at IS NULL GROUP BY team_id) ch
      WHERE t.id = ch.team_id;
  ELSE
    UPDATE public.teams t SET members_count = t.members_count + ch.n
      FROM (
        SELECT team_id, sum(d)::int AS n FROM (
          SELECT team_id, 1 AS d FROM new_rows WHERE team_id IS NOT NULL AND deleted_at IS NULL
          UNION ALL
          SELECT team_id, -1 AS d FROM old_rows WHERE team_id IS NOT NULL AND deleted_at IS NULL
        ) moved GROUP BY team_id HAVING sum(d) <> 0
      ) ch
      WHERE t.id = ch.team_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_team_members_ins AFTER INSERT ON public.customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.team_members_apply();
--> statement-breakpoint
CREATE TRIGGER customers_team_members_upd AFTER UPDATE ON public.customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.team_members_apply();
--> statement-breakpoint
CREATE TRIGGER customers_team_members_del AFTER DELETE ON public.customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.team_members_apply();
--> statement-breakpoint
-- Members already there (a database migrated with customers in it).
UPDATE public.teams t SET members_count = c.n
  FROM (SELECT team_id, count(*)::int AS n FROM public.customers WHERE team_id IS NOT NULL AND deleted_at IS NULL GROUP BY team_id) c
  WHERE t.id = c.team_id;
