-- Custom SQL migration file, put your code below! ---- Kit desk search (issue 6, decision 0013): a trigram GIN index that also holds event_id, so a name search looks at
-- one event's rows only (btree_gin ships with PostgreSQL's contrib, and PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
