CREATE TABLE "large_networks" (
	"member_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_trips" (
	"viewer_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"departure_on" date NOT NULL,
	CONSTRAINT "network_trips_trip_id_viewer_id_pk" PRIMARY KEY("trip_id","viewer_id")
);
--> statement-breakpoint
ALTER TABLE "large_networks" ADD CONSTRAINT "large_networks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_trips" ADD CONSTRAINT "network_trips_viewer_id_large_networks_member_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."large_networks"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_trips" ADD CONSTRAINT "network_trips_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_trips_viewer_location_departure_idx" ON "network_trips" USING btree ("viewer_id","location_id","departure_on") INCLUDE ("trip_id");--> statement-breakpoint
-- The people each member chose (DESIGN §5), whose trips the trips list shows without `user`: the
-- member, connections they hold at general or close that the other agreed to, and members their
-- contacts sorted at general or close link to. One person may come twice (a connection and a
-- contact). `tripOwnersChosenBy` (trips.table.ts) reads it for one member at a time.
CREATE VIEW "people_chosen" AS
  SELECT "id" AS "member_id", "id" AS "person_id" FROM "members"
  UNION ALL
  SELECT "member_id", "other_id" FROM "connections"
  WHERE "status" = 'active' AND "level" IN ('general', 'close')
  UNION ALL
  SELECT "owner_id", "linked_user_id" FROM "contacts"
  WHERE "linked_user_id" IS NOT NULL AND "connection_type" IN ('general', 'close');--> statement-breakpoint
-- How many people a member chooses from which their network is large: the setting
-- here_and_there.large_network_size when the database or the session has one, else 1,000.
CREATE FUNCTION "large_network_size"() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('here_and_there.large_network_size', true), '')::integer, 1000)
$$;--> statement-breakpoint
-- Which of 64 locks of each kind guards a member. A statement that saves trips holds their
-- owners' "network_trips" locks shared; one that changes whom members chose holds the choosers'
-- "large_networks" locks, then the chosen people's "network_trips" locks, all 64 of these when a
-- network grows large. Each waits for the other to commit, and then reads what it wrote: so no
-- trip is added from a moment before a choice changed, nor a network sized from one before
-- another of its choices. Locks are taken in order, so two statements never wait for each other.
CREATE FUNCTION "network_lock"(member uuid) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT hashtext(member::text) & 63
$$;--> statement-breakpoint
-- Adds the trips of `trip_ids` to every large network that chose their owners. Each trip's
-- owner's choosers are read from the indexes on the chosen side (OFFSET 0 keeps them apart): as
-- a join, the planner read every choice of the world to meet the few large networks.
CREATE FUNCTION "add_network_trips"(trip_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "network_trips" ("viewer_id", "trip_id", "location_id", "departure_on")
  SELECT chooser."member_id", trip."id", trip."location_id", trip."departure_on"
  FROM "trips" trip
  CROSS JOIN LATERAL (
    SELECT chosen."member_id" FROM "people_chosen" chosen WHERE chosen."person_id" = trip."owner_id" OFFSET 0
  ) chooser
  WHERE trip."id" = ANY(trip_ids)
    AND EXISTS (SELECT FROM "large_networks" large WHERE large."member_id" = chooser."member_id")
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- The trips of `person`, read from the index by owner, person by person when joined laterally
-- (OFFSET 0 keeps the planner from turning it into a join that reads every trip).
CREATE FUNCTION "trips_of"(person uuid) RETURNS TABLE ("id" uuid, "location_id" integer, "departure_on" date)
LANGUAGE sql STABLE AS $$
  SELECT "id", "location_id", "departure_on" FROM "trips" WHERE "owner_id" = person OFFSET 0
$$;--> statement-breakpoint
-- A trip saved, moved or handed to another owner is kept among the trips of every large network
-- that chose its owner, at its place and dates.
CREATE FUNCTION "keep_network_trips_of_trips"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('network_trips'), lock)
  FROM (SELECT DISTINCT network_lock("owner_id") AS lock FROM new_rows ORDER BY 1) owners;
  -- No network is large yet: nothing to keep, however many trips a load writes.
  IF NOT EXISTS (SELECT FROM "large_networks") THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM add_network_trips(array(SELECT "id" FROM new_rows));
    RETURN NULL;
  END IF;
  UPDATE "network_trips" kept SET "location_id" = moved."location_id", "departure_on" = moved."departure_on"
  FROM new_rows moved JOIN old_rows was USING ("id")
  WHERE kept."trip_id" = moved."id" AND moved."owner_id" = was."owner_id"
    AND (moved."location_id", moved."departure_on") IS DISTINCT FROM (was."location_id", was."departure_on");
  IF EXISTS (SELECT FROM new_rows handed JOIN old_rows was USING ("id") WHERE handed."owner_id" <> was."owner_id") THEN
    DELETE FROM "network_trips" kept
    USING new_rows handed JOIN old_rows was USING ("id")
    WHERE kept."trip_id" = handed."id" AND handed."owner_id" <> was."owner_id";
    PERFORM add_network_trips(array(
      SELECT handed."id" FROM new_rows handed JOIN old_rows was USING ("id") WHERE handed."owner_id" <> was."owner_id"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Sizes the networks of `choosers` again: those that grew large are kept from now on, with every
-- trip of the people they chose, and those no longer large are let go. Returns those that grew.
CREATE FUNCTION "resize_networks"(choosers uuid[]) RETURNS uuid[] LANGUAGE plpgsql AS $$
DECLARE
  grown uuid[];
  shrunk uuid[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('large_networks'), lock)
  FROM (SELECT DISTINCT network_lock(chooser) AS lock FROM unnest(choosers) chooser ORDER BY 1) held;
  SELECT array_agg(sized."member_id") FILTER (WHERE sized."is_large" AND NOT sized."was_large"),
    array_agg(sized."member_id") FILTER (WHERE sized."was_large" AND NOT sized."is_large")
  INTO grown, shrunk
  FROM (
    SELECT chooser."member_id",
      EXISTS (SELECT FROM "large_networks" large WHERE large."member_id" = chooser."member_id") AS "was_large",
      EXISTS (SELECT FROM "members" WHERE "id" = chooser."member_id")
        AND (SELECT count(DISTINCT chosen."person_id") FROM "people_chosen" chosen
          WHERE chosen."member_id" = chooser."member_id") >= large_network_size() AS "is_large"
    FROM (SELECT DISTINCT unnest(choosers) AS "member_id") chooser
  ) sized;
  DELETE FROM "large_networks" WHERE "member_id" = ANY(shrunk);
  IF grown IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('network_trips'), generate_series(0, 63));
    INSERT INTO "large_networks" ("member_id") SELECT unnest(grown);
    INSERT INTO "network_trips" ("viewer_id", "trip_id", "location_id", "departure_on")
    SELECT chosen."member_id", trip."id", trip."location_id", trip."departure_on"
    FROM "people_chosen" chosen CROSS JOIN LATERAL trips_of(chosen."person_id") trip
    WHERE chosen."member_id" = ANY(grown)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN coalesce(grown, '{}');
END $$;--> statement-breakpoint
-- After `choosers[i]` chose, or no longer chose, `persons[i]`: their networks are sized again,
-- and those large before gain the trips of a person they now choose and lose those of one they
-- do not.
CREATE FUNCTION "keep_network_trips_of_choices"(choosers uuid[], persons uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  grown uuid[] := resize_networks(choosers);
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('network_trips'), lock)
  FROM (SELECT DISTINCT network_lock(person) AS lock FROM unnest(persons) person ORDER BY 1) held;
  WITH judged AS (
    SELECT pair."chooser", pair."person", EXISTS (
        SELECT FROM "people_chosen" chosen WHERE chosen."member_id" = pair."chooser" AND chosen."person_id" = pair."person"
      ) AS "is_chosen"
    FROM (SELECT DISTINCT * FROM unnest(choosers, persons) AS changed("chooser", "person")) pair
    JOIN "large_networks" large ON large."member_id" = pair."chooser"
    WHERE NOT pair."chooser" = ANY(grown)
  ), dropped AS (
    DELETE FROM "network_trips" kept
    USING judged CROSS JOIN LATERAL trips_of(judged."person") trip
    WHERE NOT judged."is_chosen" AND kept."trip_id" = trip."id" AND kept."viewer_id" = judged."chooser"
  )
  INSERT INTO "network_trips" ("viewer_id", "trip_id", "location_id", "departure_on")
  SELECT judged."chooser", trip."id", trip."location_id", trip."departure_on"
  FROM judged CROSS JOIN LATERAL trips_of(judged."person") trip
  WHERE judged."is_chosen"
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
-- The choices a statement wrote, for the triggers below: TG_ARGV[0] is the column of who chooses,
-- TG_ARGV[1] that of whom, TG_ARGV[2] the other columns that decide whether they chose; an
-- updated row counts only when one of them changed, and a contact linked to no member not at all.
CREATE FUNCTION "keep_network_trips_of_written_choices"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  choosers uuid[];
  persons uuid[];
  columns text := format('%I, %I, %s', TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]);
  written text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    written := format('SELECT %s FROM new_rows', columns);
  ELSIF TG_OP = 'DELETE' THEN
    written := format('SELECT %s FROM old_rows', columns);
  ELSE
    written := format('(SELECT %1$s FROM new_rows EXCEPT SELECT %1$s FROM old_rows)
      UNION (SELECT %1$s FROM old_rows EXCEPT SELECT %1$s FROM new_rows)', columns);
  END IF;
  EXECUTE format('SELECT array_agg(%1$I), array_agg(%2$I) FROM (%3$s) written WHERE %2$I IS NOT NULL',
    TG_ARGV[0], TG_ARGV[1], written)
  INTO choosers, persons;
  IF choosers IS NOT NULL THEN
    PERFORM keep_network_trips_of_choices(choosers, persons);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trips_network_trips_added" AFTER INSERT ON "trips" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_network_trips_of_trips();--> statement-breakpoint
CREATE TRIGGER "trips_network_trips_changed" AFTER UPDATE ON "trips" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_network_trips_of_trips();--> statement-breakpoint
CREATE TRIGGER "connections_network_trips_added" AFTER INSERT ON "connections" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_network_trips_of_written_choices('member_id', 'other_id', 'status, level');--> statement-breakpoint
CREATE TRIGGER "connections_network_trips_changed" AFTER UPDATE ON "connections" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_network_trips_of_written_choices('member_id', 'other_id', 'status, level');--> statement-breakpoint
CREATE TRIGGER "connections_network_trips_removed" AFTER DELETE ON "connections" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_network_trips_of_written_choices('member_id', 'other_id', 'status, level');--> statement-breakpoint
CREATE TRIGGER "contacts_network_trips_added" AFTER INSERT ON "contacts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_network_trips_of_written_choices('owner_id', 'linked_user_id', 'connection_type');--> statement-breakpoint
CREATE TRIGGER "contacts_network_trips_changed" AFTER UPDATE ON "contacts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_network_trips_of_written_choices('owner_id', 'linked_user_id', 'connection_type');--> statement-breakpoint
CREATE TRIGGER "contacts_network_trips_removed" AFTER DELETE ON "contacts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_network_trips_of_written_choices('owner_id', 'linked_user_id', 'connection_type');--> statement-breakpoint
-- The networks already large, and their trips. A load that writes with triggers off (the
-- benchmarks' worlds) sizes them the same way afterwards.
SELECT resize_networks(array(SELECT "id" FROM "members"));
