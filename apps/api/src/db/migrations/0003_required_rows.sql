-- Custom SQL migration file, put your code below! --
-- Rows the product relies on whatever the data (docs/domain-model.md "Required rows"):
--  * event type 0 is special (§3: hours and donations apply); identity sequences start at 1, so it is inserted
--    explicitly and never collides with a generated id;
--  * companies 1 and 2 are the platform's own and are left out of the selectable list (§3);
--  * settings is a single row with id 1 (§3).
INSERT INTO "event_types" ("id", "name", "description") OVERRIDING SYSTEM VALUE
  VALUES (0, 'Evento com horários', 'Tipo especial: horários por modalidade e doações se aplicam')
  ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "companies" ("id", "name", "legal_name") OVERRIDING SYSTEM VALUE
  VALUES (1, 'Plataforma (interna)', 'Empresa da plataforma'), (2, 'Plataforma - testes (interna)', 'Empresa da plataforma (testes)')
  ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"companies"', 'id'), (SELECT max("id") FROM "companies"));
--> statement-breakpoint
INSERT INTO "settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
