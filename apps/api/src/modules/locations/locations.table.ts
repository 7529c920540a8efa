import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** A city or town of the GeoNames dump (`cities1000`): reference data, loaded once per database. */
export const places = pgTable('places', {
  /** The GeoNames id: stable across dumps, so other tables can point at it. */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  asciiName: text('ascii_name').notNull(),
  /** ISO 3166-1 alpha-2. */
  countryCode: text('country_code').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  population: integer('population').notNull(),
  /** IANA time zone. */
  timeZone: text('time_zone').notNull(),
});

/** The columns of a place that `toLocation` makes a location of: what other modules' queries join. */
export const locationColumns = {
  id: places.id,
  name: places.name,
  countryCode: places.countryCode,
  latitude: places.latitude,
  longitude: places.longitude,
};

/** A city of this many people or more is one the search offers from the first letters, and forgives typos in any of its names. */
export const populousPlace = 100_000;

/**
 * Every name a place is searched by (its name, ASCII name and alternate names), each once per
 * place, as a search key: lowercased, accents removed, punctuation as single spaces. Written
 * grouped by their first two characters, so a prefix range reads neighbouring pages; the
 * population is copied from the place so ranking needs no join.
 */
export const placeNames = pgTable(
  'place_names',
  {
    // No foreign key: these rows are written only with their places, in the same transaction,
    // and checking one per row would double the load time.
    placeId: integer('place_id').notNull(),
    searchKey: text('search_key').notNull(),
    /** The alternate name as written ("Munich"); null when the key is the place's own name. */
    alias: text('alias'),
    population: integer('population').notNull(),
  },
  (table) => {
    const isOwnName = sql`${table.alias} is null`;
    const isPopulous = sql`${table.population} >= ${sql.raw(String(populousPlace))}`;
    return [
      // Byte-wise ordering, so a prefix is a range scan whatever the database's collation.
      index('place_names_search_key_prefix_idx').on(table.searchKey.op('text_pattern_ops')),
      // The own names of populous places alone: what the first three letters are looked up in.
      index('place_names_populous_prefix_idx')
        .on(table.searchKey.op('text_pattern_ops'))
        .where(sql`${isOwnName} and ${isPopulous}`),
      // Own names, and the alternate names of populous places: a third of all names, which
      // keeps the typo search and the index build fast; other alternate names are mostly
      // transliterations nobody types.
      index('place_names_search_key_trgm_idx')
        .using('gin', table.searchKey.op('gin_trgm_ops'))
        .where(sql`${isOwnName} or ${isPopulous}`),
    ];
  },
);
