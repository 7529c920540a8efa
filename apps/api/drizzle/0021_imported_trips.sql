CREATE TYPE "public"."imported_reservation_state" AS ENUM('imported', 'dismissed', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'booking_cancelled';--> statement-breakpoint
CREATE TABLE "imported_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_key" text NOT NULL,
	"reservation_key" text NOT NULL,
	"reservation_number" text,
	"kind" text NOT NULL,
	"origin" text NOT NULL,
	"calendar_entry" text,
	"state" "imported_reservation_state" DEFAULT 'imported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imported_stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"trip_id" uuid,
	"place_clue" text NOT NULL,
	"arrival_on" date NOT NULL,
	"departure_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forwarding_addresses" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forwarding_addresses_secret_unique" UNIQUE("secret")
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "imported_from" text;--> statement-breakpoint
ALTER TABLE "imported_reservations" ADD CONSTRAINT "imported_reservations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_stays" ADD CONSTRAINT "imported_stays_reservation_id_imported_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."imported_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forwarding_addresses" ADD CONSTRAINT "forwarding_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imported_reservations_member_booking" ON "imported_reservations" USING btree ("member_id","provider_key","reservation_key");--> statement-breakpoint
CREATE INDEX "imported_reservations_member_calendar_entry_idx" ON "imported_reservations" USING btree ("member_id","calendar_entry") WHERE "imported_reservations"."calendar_entry" is not null;--> statement-breakpoint
CREATE INDEX "imported_stays_reservation_id_idx" ON "imported_stays" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "imported_stays_trip_id_idx" ON "imported_stays" USING btree ("trip_id");