DROP INDEX "subscriptions_event_created_idx";--> statement-breakpoint
DROP INDEX "report_files_type_created_idx";--> statement-breakpoint
CREATE INDEX "subscriptions_event_created_id_idx" ON "subscriptions" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "report_files_type_created_id_idx" ON "report_files" USING btree ("report_type","created_at","id");