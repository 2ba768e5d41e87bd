CREATE INDEX "customers_user_kind_created_idx" ON "customers" USING btree ("user_kind","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_person_type_created_idx" ON "customers" USING btree ("person_type","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_name_id_idx" ON "customers" USING btree ("name","id");