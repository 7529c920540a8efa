CREATE TYPE "public"."channel_member_status" AS ENUM('active', 'pending_acceptance');--> statement-breakpoint
CREATE TYPE "public"."community_member_status" AS ENUM('active', 'invited', 'pending_acceptance');--> statement-breakpoint
CREATE TYPE "public"."community_role" AS ENUM('admin', 'member');--> statement-breakpoint
CREATE TYPE "public"."rsvp_status" AS ENUM('going', 'maybe', 'not_going');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'community_join_requested';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'community_join_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'community_invited';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'community_promoted';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'community_event_created';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'event_waitlist_promoted';--> statement-breakpoint
CREATE TABLE "channel_members" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" "channel_member_status" NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_members_channel_id_member_id_pk" PRIMARY KEY("channel_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"name" text NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"picture_key" text,
	"private" boolean DEFAULT false NOT NULL,
	"owner_id" uuid NOT NULL,
	"members_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_invitation_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"community_id" uuid NOT NULL,
	"created_by_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_members" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"role" "community_role" DEFAULT 'member' NOT NULL,
	"status" "community_member_status" NOT NULL,
	"invited_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_members_community_id_member_id_pk" PRIMARY KEY("community_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_rsvps" (
	"event_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" "rsvp_status" NOT NULL,
	"waitlisted" boolean DEFAULT false NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_event_id_member_id_pk" PRIMARY KEY("event_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid,
	"creator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"location_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"event_tz" text NOT NULL,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "community_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "channel_members" ADD CONSTRAINT "channel_members_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_members" ADD CONSTRAINT "channel_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_invitation_links" ADD CONSTRAINT "community_invitation_links_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_invitation_links" ADD CONSTRAINT "community_invitation_links_created_by_id_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_invited_by_id_members_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_creator_id_members_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_location_id_places_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_members_id_key" ON "channel_members" USING btree ("id");--> statement-breakpoint
CREATE INDEX "channel_members_member_idx" ON "channel_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "channels_community_idx" ON "channels" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_one_main_key" ON "channels" USING btree ("community_id") WHERE "channels"."is_main";--> statement-breakpoint
CREATE UNIQUE INDEX "communities_handle_key" ON "communities" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "communities_owner_id_idx" ON "communities" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "communities_name_trgm_idx" ON "communities" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "community_invitation_links_token_key" ON "community_invitation_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "community_invitation_links_community_idx" ON "community_invitation_links" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_members_id_key" ON "community_members" USING btree ("id");--> statement-breakpoint
CREATE INDEX "community_members_member_idx" ON "community_members" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "community_members_community_status_idx" ON "community_members" USING btree ("community_id","status","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "event_rsvps_member_idx" ON "event_rsvps" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "event_rsvps_event_status_idx" ON "event_rsvps" USING btree ("event_id","status","waitlisted","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_community_name_key" ON "events" USING btree ("community_id",lower("name")) WHERE "events"."community_id" is not null;--> statement-breakpoint
CREATE INDEX "events_community_start_idx" ON "events" USING btree ("community_id","start_at");--> statement-breakpoint
CREATE INDEX "events_location_start_idx" ON "events" USING btree ("location_id","start_at");--> statement-breakpoint
CREATE INDEX "events_creator_idx" ON "events" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "events_end_idx" ON "events" USING btree ("end_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_community_id_idx" ON "notifications" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "notifications_event_id_idx" ON "notifications" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "members_full_name_search_idx" ON "members" USING gin (regexp_replace(normalize(lower("first_name" || ' ' || "last_name"), NFD), '[\u0300-\u036f]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_handle_search_idx" ON "members" USING gin (regexp_replace(normalize(lower("first_name" || E'\n' || coalesce("username", '')), NFD), '[\u0300-\u036f]', '', 'g') gin_trgm_ops);