-- Custom SQL migration file, put your code below! ---- 0039 added events.name_key (a table rewrite): planner statistics for it now, as 0037 does for customers.name_key.
ANALYZE events;
