-- The address search's typo matching (similarity, and the trigram index place_names_search_key_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "place_names" (
	"place_id" integer NOT NULL,
	"search_key" text NOT NULL,
	"alias" text,
	"population" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ascii_name" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "place_names_search_key_prefix_idx" ON "place_names" USING btree ("search_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "place_names_populous_prefix_idx" ON "place_names" USING btree ("search_key" text_pattern_ops) WHERE "place_names"."alias" is null and "place_names"."population" >= 100000;--> statement-breakpoint
CREATE INDEX "place_names_search_key_trgm_idx" ON "place_names" USING gin ("search_key" gin_trgm_ops) WHERE "place_names"."alias" is null or "place_names"."population" >= 100000;