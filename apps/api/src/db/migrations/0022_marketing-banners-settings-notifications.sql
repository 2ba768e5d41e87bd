CREATE TABLE "notification_unread_counts" (
	"user_key" integer PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "lock_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "maintenance_message" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "support_hours" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "kit_pickup_title" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "kit_pickup_instructions" text;--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "notifications_type_idx" ON "notifications" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","id") WHERE "notifications"."read_at" is null;