CREATE INDEX "event_extras_extra_idx" ON "event_extras" USING btree ("extra_id");--> statement-breakpoint
CREATE INDEX "event_sponsors_sponsor_idx" ON "event_sponsors" USING btree ("sponsor_id");--> statement-breakpoint
CREATE INDEX "order_items_donation_event_idx" ON "order_items" USING btree ("event_id") WHERE "order_items"."kind" = 'donation';