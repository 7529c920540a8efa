ALTER TABLE "crossings" DROP CONSTRAINT "crossings_viewer_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "crossings" DROP CONSTRAINT "crossings_other_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "presences" DROP CONSTRAINT "presences_trip_id_trips_id_fk";
