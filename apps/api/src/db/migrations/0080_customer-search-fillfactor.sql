-- Custom SQL migration file, put your code below! --
-- customer_search (decision 0146): each order written updates its customer's row (the orders total). With free room
-- on the row's page the new version stays there as a heap-only tuple: no new entry in the primary key or the trigram
-- index, and the old version is pruned on a later visit of the page, without VACUUM. Pages filled to 90 % keep it.
ALTER TABLE public.customer_search SET (fillfactor = 90);
