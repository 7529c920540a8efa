CREATE TABLE "community_presences" (
	"community_id" uuid NOT NULL,
	"presence_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"place_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"trip_id" uuid,
	"visibility" "visibility_level" NOT NULL,
	"excluded_ids" uuid[] NOT NULL,
	CONSTRAINT "community_presences_community_id_presence_id_pk" PRIMARY KEY("community_id","presence_id")
);
--> statement-breakpoint
ALTER TABLE "community_presences" ADD CONSTRAINT "community_presences_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_presences" ADD CONSTRAINT "community_presences_presence_id_presences_id_fk" FOREIGN KEY ("presence_id") REFERENCES "public"."presences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_presences_place_idx" ON "community_presences" USING btree ("community_id","place_id","starts_on") INCLUDE ("presence_id","member_id","ends_on","trip_id","visibility","excluded_ids");--> statement-breakpoint
CREATE INDEX "community_presences_presence_idx" ON "community_presences" USING btree ("presence_id");--> statement-breakpoint
INSERT INTO "community_presences" ("community_id","presence_id","member_id","place_id","starts_on","ends_on","trip_id","visibility","excluded_ids")
SELECT cm."community_id", p."id", p."member_id", p."place_id", p."starts_on", p."ends_on", p."trip_id", p."visibility", p."excluded_ids"
FROM "presences" p JOIN "community_members" cm ON cm."member_id" = p."member_id" AND cm."status" = 'active'
WHERE p."trip_id" IS NULL OR p."visibility" = 'public';
