ALTER TABLE "customer_access_log" DROP CONSTRAINT "customer_access_log_user_id_users_id_fk";
