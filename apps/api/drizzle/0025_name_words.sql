CREATE TYPE "public"."name_word_kind" AS ENUM('member', 'community');--> statement-breakpoint
CREATE TABLE "name_words" (
	"kind" "name_word_kind" NOT NULL,
	"word" text NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "name_words_kind_word_pk" PRIMARY KEY("kind","word")
);
--> statement-breakpoint
CREATE INDEX "name_words_word_search_idx" ON "name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Adds a use to every word of each added name and takes one from every word of each removed name
-- (a word once per name), and drops the words no name holds any more. Words are upserted in
-- order, so that two writers of the same words wait for each other rather than deadlock.
CREATE FUNCTION "count_name_words"(word_kind "name_word_kind", added_names text[], removed_names text[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  unused text[];
BEGIN
  WITH named AS (
    SELECT name, 1 AS delta FROM unnest(added_names) AS name
    UNION ALL
    SELECT name, -1 FROM unnest(removed_names) AS name
  ), counted AS (
    SELECT words.word, sum(named.delta)::int AS uses
    FROM named, LATERAL (
      SELECT DISTINCT word FROM regexp_split_to_table(named.name, '\s+') AS word WHERE word <> ''
    ) AS words
    GROUP BY words.word
    HAVING sum(named.delta) <> 0
  ), upserted AS (
    INSERT INTO "name_words" AS known ("kind", "word", "uses")
    SELECT word_kind, counted.word, counted.uses FROM counted ORDER BY counted.word
    ON CONFLICT ("kind", "word") DO UPDATE SET "uses" = known."uses" + excluded."uses"
    RETURNING known."word", known."uses"
  )
  SELECT array_agg(upserted.word) INTO unused FROM upserted WHERE upserted.uses <= 0;
  IF unused IS NOT NULL THEN
    DELETE FROM "name_words" WHERE "kind" = word_kind AND "word" = any(unused);
  END IF;
END $$;--> statement-breakpoint
-- The words of the names a statement wrote, for the triggers below: TG_ARGV[0] is whose names
-- they are, TG_ARGV[1] the column of the folded name; a row updated counts only when renamed.
CREATE FUNCTION "count_written_name_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text[] := '{}';
  removed text[] := '{}';
  renamed text := format('FROM new_rows AS renamed JOIN old_rows AS was USING (id) WHERE renamed.%1$I IS DISTINCT FROM was.%1$I', TG_ARGV[1]);
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array(SELECT %I FROM new_rows)', TG_ARGV[1]) INTO added;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array(SELECT %I FROM old_rows)', TG_ARGV[1]) INTO removed;
  ELSE
    EXECUTE format('SELECT array(SELECT renamed.%I %s)', TG_ARGV[1], renamed) INTO added;
    EXECUTE format('SELECT array(SELECT was.%I %s)', TG_ARGV[1], renamed) INTO removed;
  END IF;
  PERFORM count_name_words(TG_ARGV[0]::"name_word_kind", added, removed);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A member's words: their first and last names, as search folds them.
CREATE TRIGGER "members_name_words_added" AFTER INSERT ON "members" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_written_name_words('member', 'full_name_key');--> statement-breakpoint
CREATE TRIGGER "members_name_words_changed" AFTER UPDATE ON "members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_written_name_words('member', 'full_name_key');--> statement-breakpoint
CREATE TRIGGER "members_name_words_removed" AFTER DELETE ON "members" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_written_name_words('member', 'full_name_key');--> statement-breakpoint
-- A community's words: those of its name.
CREATE TRIGGER "communities_name_words_added" AFTER INSERT ON "communities" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_written_name_words('community', 'name_key');--> statement-breakpoint
CREATE TRIGGER "communities_name_words_changed" AFTER UPDATE ON "communities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_written_name_words('community', 'name_key');--> statement-breakpoint
CREATE TRIGGER "communities_name_words_removed" AFTER DELETE ON "communities" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_written_name_words('community', 'name_key');--> statement-breakpoint
-- The names already there.
SELECT count_name_words('member', array(SELECT full_name_key FROM "members"), '{}');--> statement-breakpoint
SELECT count_name_words('community', array(SELECT name_key FROM "communities"), '{}');
