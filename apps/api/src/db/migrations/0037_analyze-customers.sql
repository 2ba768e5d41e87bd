-- Custom SQL migration file, put your code below! --
-- 0036 added customers.name_key (a table rewrite): planner statistics for it now, not when 10% of the rows have changed
-- (PGlite has no autovacuum; the maintenance plugin analyzes by changed rows). Without them the customers search plans worse.
ANALYZE customers;
