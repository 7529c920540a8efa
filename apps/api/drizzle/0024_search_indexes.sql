DROP INDEX "communities_name_search_idx";--> statement-breakpoint
DROP INDEX "communities_description_search_idx";--> statement-breakpoint
DROP INDEX "members_full_name_search_idx";--> statement-breakpoint
DROP INDEX "members_handle_search_idx";--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "name_key" text GENERATED ALWAYS AS (regexp_replace(normalize(lower("name"), NFD), '[\u0300-\u036f]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "description_key" text GENERATED ALWAYS AS (regexp_replace(normalize(lower("description"), NFD), '[\u0300-\u036f]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "full_name_key" text GENERATED ALWAYS AS (regexp_replace(normalize(lower("first_name" || ' ' || "last_name"), NFD), '[\u0300-\u036f]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "handle_key" text GENERATED ALWAYS AS (regexp_replace(normalize(lower("first_name" || E'\n' || coalesce("username", '')), NFD), '[\u0300-\u036f]', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "members_full_name_prefix_idx" ON "members" USING btree ("full_name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_search_idx" ON "members" USING btree ("id") INCLUDE ("first_name","handle_key","full_name_key","last_name_visibility","base_location_id","location_visibility");--> statement-breakpoint
CREATE INDEX "members_last_name_prefix_idx" ON "members" USING btree (regexp_replace(normalize(lower("last_name"), NFD), '[\u0300-\u036f]', '', 'g') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_username_prefix_idx" ON "members" USING btree (regexp_replace(normalize(lower("username"), NFD), '[\u0300-\u036f]', '', 'g') text_pattern_ops) WHERE "members"."username" is not null;--> statement-breakpoint
CREATE INDEX "communities_name_search_idx" ON "communities" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "communities_description_search_idx" ON "communities" USING gin ("description_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_full_name_search_idx" ON "members" USING gin ("full_name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_handle_search_idx" ON "members" USING gin ("handle_key" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "trips_owner_departure_idx";--> statement-breakpoint
CREATE INDEX "trips_owner_departure_idx" ON "trips" USING btree ("owner_id","departure_on") INCLUDE ("id","location_id");