CREATE TYPE "public"."delivery_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."delivery_state" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_key" text NOT NULL,
	"channel" "delivery_channel" NOT NULL,
	"notification_id" uuid,
	"address" text NOT NULL,
	"content" jsonb NOT NULL,
	"state" "delivery_state" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_key_channel" ON "deliveries" USING btree ("delivery_key","channel");--> statement-breakpoint
CREATE INDEX "deliveries_notification_id_idx" ON "deliveries" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "deliveries_failed_idx" ON "deliveries" USING btree ("channel","updated_at") WHERE "deliveries"."state" = 'failed';