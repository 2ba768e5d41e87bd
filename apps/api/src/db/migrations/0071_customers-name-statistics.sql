-- Custom SQL migration file, put your code below! --
-- The customers search plans a name fragment from name_key's histogram (decision 0133): with the default 100 entries a
-- surname held by ~1.8 % of customers often fell between them and was estimated at 10–70 rows, so the search sorted
-- every match instead of walking the newest customers. 500 entries estimate such fragments within 2×.
ALTER TABLE "customers" ALTER COLUMN "name_key" SET STATISTICS 500;--> statement-breakpoint
ANALYZE "customers";
