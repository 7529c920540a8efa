CREATE TYPE "public"."crossing_kind" AS ENUM('here', 'there', 'near_miss');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('peer_in_location', 'new_trip', 'trip_shared', 'subscription_trip', 'connection_requested', 'connection_accepted');--> statement-breakpoint
CREATE TYPE "public"."trip_status" AS ENUM('confirmed', 'from_gmail', 'not-confirmed');--> statement-breakpoint
CREATE TABLE "crossings" (
	"viewer_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"kind" "crossing_kind" NOT NULL,
	"my_presence_id" uuid NOT NULL,
	"their_presence_id" uuid NOT NULL,
	"place_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"my_trip_id" uuid,
	"their_trip_id" uuid,
	CONSTRAINT "crossings_viewer_id_my_presence_id_their_presence_id_pk" PRIMARY KEY("viewer_id","my_presence_id","their_presence_id")
);
--> statement-breakpoint
CREATE TABLE "neighbourhood_places" (
	"place_id" integer PRIMARY KEY NOT NULL,
	"radius_km" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_neighbours" (
	"place_id" integer NOT NULL,
	"neighbour_id" integer NOT NULL,
	CONSTRAINT "place_neighbours_place_id_neighbour_id_pk" PRIMARY KEY("place_id","neighbour_id")
);
--> statement-breakpoint
CREATE TABLE "presences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"place_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"trip_id" uuid,
	"visibility" "visibility_level" NOT NULL,
	"excluded_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"actor_id" uuid,
	"trip_id" uuid,
	"place_id" integer,
	"starts_on" date,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"arrival_on" date NOT NULL,
	"departure_on" date NOT NULL,
	"trip_tz" text NOT NULL,
	"status" "trip_status" DEFAULT 'confirmed' NOT NULL,
	"visibility" "visibility_level" DEFAULT 'public' NOT NULL,
	"visibility_exclusions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"contacts_to_notify" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "alert_lead_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "crossings" ADD CONSTRAINT "crossings_viewer_id_members_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossings" ADD CONSTRAINT "crossings_other_id_members_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossings" ADD CONSTRAINT "crossings_my_presence_id_presences_id_fk" FOREIGN KEY ("my_presence_id") REFERENCES "public"."presences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossings" ADD CONSTRAINT "crossings_their_presence_id_presences_id_fk" FOREIGN KEY ("their_presence_id") REFERENCES "public"."presences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighbourhood_places" ADD CONSTRAINT "neighbourhood_places_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presences" ADD CONSTRAINT "presences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presences" ADD CONSTRAINT "presences_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presences" ADD CONSTRAINT "presences_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_members_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_location_id_places_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crossings_viewer_starts_idx" ON "crossings" USING btree ("viewer_id","starts_on");--> statement-breakpoint
CREATE INDEX "crossings_starts_idx" ON "crossings" USING btree ("starts_on");--> statement-breakpoint
CREATE INDEX "crossings_other_idx" ON "crossings" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "crossings_my_presence_idx" ON "crossings" USING btree ("my_presence_id");--> statement-breakpoint
CREATE INDEX "crossings_their_presence_idx" ON "crossings" USING btree ("their_presence_id");--> statement-breakpoint
CREATE INDEX "presences_member_idx" ON "presences" USING btree ("member_id","starts_on") INCLUDE ("id","place_id","ends_on","trip_id","visibility","excluded_ids");--> statement-breakpoint
CREATE INDEX "presences_trip_id_idx" ON "presences" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "presences_place_idx" ON "presences" USING btree ("place_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_recipient_dedupe_key" ON "notifications" USING btree ("recipient_id","dedupe_key") WHERE "notifications"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_trip_id_idx" ON "notifications" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "notifications_actor_id_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "trips_owner_departure_idx" ON "trips" USING btree ("owner_id","departure_on");--> statement-breakpoint
CREATE INDEX "trips_location_arrival_idx" ON "trips" USING btree ("location_id","arrival_on");