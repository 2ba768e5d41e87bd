-- Custom SQL migration file, put your code below! --
-- The access log (decision 0137) read as before: one row per customer a staff view showed; a view without customers
-- (a list export) is one row with customer null. `position` is the customer's place in the view, `id` the view's.
CREATE VIEW "customer_access_log" AS
SELECT v."id", c."position", c."customer_id", v."user_id", v."user_name", v."kind",
  coalesce(string_to_array(c."fields", ','), v."fields", '{}') AS "fields",
  v."details", v."request_id", v."created_at"
FROM "customer_access_views" v
LEFT JOIN LATERAL unnest(v."customer_ids", v."customer_fields") WITH ORDINALITY AS c("customer_id", "fields", "position") ON true;
