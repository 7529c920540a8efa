import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type Database, preparedQuery } from '../../platform/db.ts';
import { placeNames, places, populousPlace } from './locations.table.ts';

export type PlaceRow = typeof places.$inferSelect;
export type PlaceNameRow = typeof placeNames.$inferSelect;

/** The advisory lock a loader holds while it loads; its number need only be unique within the app. */
const placesLoadLock = 7_306_001;

/**
 * Runs `load` in a transaction that holds the places lock, unless places are there already:
 * a second process starting at the same moment waits, then finds them loaded. True when it ran.
 */
export async function loadPlacesOnce(db: Database, load: (client: pg.PoolClient) => Promise<void>) {
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [placesLoadLock]);
    const { rows } = await client.query<{ loaded: boolean }>('select exists (select 1 from places) as loaded');
    if (rows[0]!.loaded) {
      await client.query('rollback');
      return false;
    }
    await withIndexesBuiltAfter(client, 'place_names', () => load(client));
    await client.query('commit');
    // Marks every page visible to all and gives the planner its statistics now, rather than
    // leaving the first searches to write hint bits and autovacuum to rewrite the tables while
    // the app serves (or while each test database is cloned).
    await client.query('vacuum (analyze) places, place_names');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Drops the table's indexes, runs `write`, then creates them again as the migrations defined them:
 * building them once over all rows takes a third of the time of growing them row by row.
 */
async function withIndexesBuiltAfter(client: pg.PoolClient, table: string, write: () => Promise<void>) {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    'select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() and tablename = $1',
    [table],
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  await write();
  for (const index of indexes) await client.query(index.definition);
}

const placeColumns = ['id', 'name', 'ascii_name', 'country_code', 'latitude', 'longitude', 'population', 'time_zone'];
const placeNameColumns = ['place_id', 'search_key', 'alias', 'population'];

export function copyPlaces(client: pg.PoolClient, rows: Iterable<PlaceRow>) {
  return copyRows(client, 'places', placeColumns, rows, (place) => [
    place.id,
    place.name,
    place.asciiName,
    place.countryCode,
    place.latitude,
    place.longitude,
    place.population,
    place.timeZone,
  ]);
}

export function copyPlaceNames(client: pg.PoolClient, rows: Iterable<PlaceNameRow>) {
  return copyRows(client, 'place_names', placeNameColumns, rows, (name) => [
    name.placeId,
    name.searchKey,
    name.alias,
    name.population,
  ]);
}

/** Streams rows through `COPY … FROM STDIN` (text format), many rows to a chunk. */
async function copyRows<Row>(
  client: pg.PoolClient,
  table: string,
  columns: string[],
  rows: Iterable<Row>,
  values: (row: Row) => (string | number | null)[],
) {
  function* chunks() {
    let chunk = '';
    for (const row of rows) {
      chunk += `${values(row).map(copyValue).join('\t')}\n`;
      if (chunk.length > 64 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  const copy = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(chunks()), copy);
  return copy.rowCount;
}

function copyValue(value: string | number | null) {
  if (value === null) return '\\N';
  return typeof value === 'number' ? String(value) : value.replace(/[\\\t\n\r]/g, (c) => copyEscapes[c]!);
}

const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export interface PlaceMatch {
  id: number;
  name: string;
  country_code: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  /** The alternate name that matched, when none of the place's own names did. */
  alias: string | null;
}

/**
 * Up to ten places for a search key, one row per place.
 *
 * First the places with a name starting with the key, by population, where a prefix of an
 * alternate name counts a hundredth (so "b" offers Berlin before Mumbai, alias "BOM") unless the
 * alternate name is typed in full ("cologne"). A key of one to three characters starts thousands
 * of names, so it is first looked up among the own names of populous places alone.
 *
 * Only when no name starts with a key of three characters or more (probably a typo), places with
 * a similar name (pg_trgm), by similarity and population. Not whenever there are fewer than ten:
 * look-alikes would trail every good answer ("munich": Muñico, Mnich), and the similarity search
 * is the slow part (5-15 ms, against 1-3 ms for a prefix).
 *
 * `upperBound` is the smallest key after every key that starts with `key`, so a prefix is a range
 * of the byte-ordered indexes.
 */
export async function searchPlaceNames(db: Database, key: string, upperBound: string) {
  const { rows } = await db.$client.query<PlaceMatch>({
    name: 'search_place_names',
    text: `
      with populous_names as materialized (
        select place_id, alias, search_key, population
          from place_names
         where char_length($1) < 4 and alias is null and population >= ${populousPlace}
           and search_key ~>=~ $1 and search_key ~<~ $2
      ),
      prefix_names as (
        select place_id, alias, search_key, population
          from populous_names
         where (select count(distinct place_id) from populous_names) >= 10
        union all
        select place_id, alias, search_key, population
          from place_names
         where (select count(distinct place_id) from populous_names) < 10
           and search_key ~>=~ $1 and search_key ~<~ $2
      ),
      prefix_matches as materialized (
        select place_id, alias, rank
          from (select distinct on (place_id) place_id, alias, rank
                  -- The best names only: a place has at most a few dozen names sharing a prefix,
                  -- so 500 hold the best ten places, and sorting them is cheap.
                  from (select place_id, alias,
                               case when alias is null or search_key = $1 then population
                                    else population / 100 end as rank
                          from prefix_names
                         order by rank desc, place_id, alias nulls first
                         limit 500) best_names
                 order by place_id, rank desc, alias is not null, char_length(alias), alias) by_place
         order by rank desc, place_id
         limit 10
      ),
      similar_matches as materialized (
        select place_id, alias, score, population
          from (select distinct on (place_id) place_id, alias, population, similarity(search_key, $1) as score
                  from place_names
                 where search_key % $1 and (alias is null or population >= ${populousPlace})
                   and char_length($1) >= 3 and not exists (select from prefix_matches)
                 order by place_id, score desc, alias nulls first) by_place
         order by score desc, population desc, place_id
         limit 10
      ),
      -- One of the two is empty, so their scores never meet.
      ranked as (
        select place_id, alias, rank::float8 as score, 0 as population from prefix_matches
        union all
        select place_id, alias, score, population from similar_matches
      )
      select p.id, p.name, p.country_code, p.latitude, p.longitude, p.time_zone, r.alias
        from ranked r
        join places p on p.id = r.place_id
       order by r.score desc, r.population desc, p.id`,
    values: [key, upperBound],
  });
  return rows;
}

const placeById = preparedQuery((db) =>
  db
    .select()
    .from(places)
    .where(eq(places.id, sql.placeholder('id')))
    .prepare('place_by_id'),
);

export async function findPlaceById(db: Database, id: number) {
  const [row] = await placeById(db).execute({ id });
  return row;
}

const placesByIds = preparedQuery((db) =>
  db
    .select()
    .from(places)
    .where(sql`${places.id} = any(${sql.placeholder('ids')})`)
    .prepare('places_by_ids'),
);

export function findPlacesByIds(db: Database, ids: number[]) {
  return placesByIds(db).execute({ ids });
}

/**
 * The most populous place one of whose names is exactly this search key, in a country when one is
 * given ("Roma": Rome, not Roma in Queensland); of two as populous, the one of that very name
 * (GeoNames gives the City of London both the alternate name "London" and London's population).
 */
export async function findMostPopulousPlaceNamed(db: Database, key: string, countryCode: string | undefined) {
  const [row] = await db
    .select({ place: places })
    .from(placeNames)
    .innerJoin(places, eq(places.id, placeNames.placeId))
    .where(and(eq(placeNames.searchKey, key), countryCode ? eq(places.countryCode, countryCode) : undefined))
    .orderBy(desc(places.population), sql`${placeNames.alias} is null desc`, asc(places.id))
    .limit(1);
  return row?.place;
}

/**
 * The place nearest to a point within a radius. A box of the radius's degrees narrows the scan
 * before the exact great-circle distance ranks what is in it (the box's width grows towards
 * the poles, where a degree of longitude is shorter).
 */
export async function findNearestPlace(db: Database, point: { latitude: number; longitude: number }, radiusKm: number) {
  const latitudeDegrees = radiusKm / 111.2;
  const longitudeDegrees = radiusKm / (111.2 * Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.01));
  const distance = sql<number>`12742.0176 * asin(least(1, sqrt(
    power(sin(radians(${places.latitude} - ${point.latitude}) / 2), 2)
    + cos(radians(${point.latitude})) * cos(radians(${places.latitude}))
    * power(sin(radians(${places.longitude} - ${point.longitude}) / 2), 2))))`;
  const [row] = await db
    .select({ place: places, distanceKm: distance })
    .from(places)
    .where(
      and(
        between(places.latitude, point.latitude - latitudeDegrees, point.latitude + latitudeDegrees),
        between(places.longitude, point.longitude - longitudeDegrees, point.longitude + longitudeDegrees),
      ),
    )
    .orderBy(distance)
    .limit(1);
  return row && row.distanceKm <= radiusKm ? row.place : undefined;
}
