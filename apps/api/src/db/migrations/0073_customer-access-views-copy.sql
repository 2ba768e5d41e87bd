-- Custom SQL migration file, put your code below! --
-- The access log becomes one row per staff view (decision 0137): its entries are copied here, the next migration drops
-- the old table and 0075 puts a view of the same name in its place. Entries written by one view (same instant, viewer,
-- kind, request and details) become one view row keeping the first entry's id, so ids stay in the order written; the
-- customers they showed keep their order and fields. A list export (no customer) keeps its fields on the view.
INSERT INTO "customer_access_views" ("id", "user_id", "user_name", "kind", "customer_ids", "customer_fields", "fields", "details", "request_id", "created_at") OVERRIDING SYSTEM VALUE
SELECT min("id"), "user_id", "user_name", "kind",
  coalesce(array_agg("customer_id" ORDER BY "id") FILTER (WHERE "customer_id" IS NOT NULL), '{}'),
  coalesce(array_agg(array_to_string("fields", ',') ORDER BY "id") FILTER (WHERE "customer_id" IS NOT NULL), '{}'),
  string_to_array((array_agg(array_to_string("fields", ',') ORDER BY "id") FILTER (WHERE "customer_id" IS NULL))[1], ','),
  "details", "request_id", "created_at"
FROM "customer_access_log"
GROUP BY "created_at", "user_id", "user_name", "kind", "request_id", "details";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('customer_access_views', 'id'), coalesce((SELECT max("id") FROM "customer_access_views"), 0) + 1, false);
