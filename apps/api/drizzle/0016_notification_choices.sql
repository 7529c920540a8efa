ALTER TABLE "members" ADD COLUMN "notification_topics" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "quiet_hours_start" time;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "quiet_hours_end" time;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "digest_at" time;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_quiet_hours_check" CHECK (("members"."quiet_hours_start" is null) = ("members"."quiet_hours_end" is null));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_language_check" CHECK ("members"."language" in ('en', 'de'));