CREATE TYPE "public"."connection_level" AS ENUM('close', 'general', 'block');--> statement-breakpoint
CREATE TYPE "public"."connection_status" AS ENUM('pending_initiator', 'pending_receiver', 'active');--> statement-breakpoint
CREATE TYPE "public"."visibility_level" AS ENUM('public', 'general-network', 'close-network', 'hidden');--> statement-breakpoint
CREATE TABLE "connections" (
	"member_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"level" "connection_level",
	"other_level" "connection_level",
	"status" "connection_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_member_id_other_id_pk" PRIMARY KEY("member_id","other_id"),
	CONSTRAINT "connections_not_self" CHECK ("connections"."member_id" <> "connections"."other_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscriber_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_subscriber_id_member_id_pk" PRIMARY KEY("subscriber_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "book_meeting_link" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "linkedin" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "twitter" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "base_location_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "picture_key" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "profile_visibility" "visibility_level" DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "location_visibility" "visibility_level" DEFAULT 'general-network' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_name_visibility" "visibility_level" DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone_visibility" "visibility_level" DEFAULT 'hidden' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_visibility" "visibility_level" DEFAULT 'hidden' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "linkedin_visibility" "visibility_level" DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "twitter_visibility" "visibility_level" DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "instagram_visibility" "visibility_level" DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "notify_by_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "notify_by_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "notify_by_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_other_id_members_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscriber_id_members_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connections_connection_id_idx" ON "connections" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "subscriptions_member_id_idx" ON "subscriptions" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_base_location_id_places_id_fk" FOREIGN KEY ("base_location_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_base_location_id_idx" ON "members" USING btree ("base_location_id");