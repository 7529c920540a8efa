DROP INDEX "crossings_other_idx";--> statement-breakpoint
ALTER TABLE "connections" DROP CONSTRAINT "connections_member_id_other_id_pk";--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_member_id_other_id_pk" PRIMARY KEY ("member_id","other_id") INCLUDE ("status","level","other_level");--> statement-breakpoint
DROP INDEX "connections_other_id_idx";--> statement-breakpoint
CREATE INDEX "connections_other_id_idx" ON "connections" USING btree ("other_id") INCLUDE ("member_id","status","level","other_level");--> statement-breakpoint
DROP INDEX "presences_place_idx";--> statement-breakpoint
CREATE INDEX "presences_place_idx" ON "presences" USING btree ("place_id","starts_on") INCLUDE ("id","member_id","ends_on","trip_id","visibility","excluded_ids");
