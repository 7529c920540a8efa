import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressSearchResult, Location, LocationDetail } from '@here-and-there/contracts';
import type { Database } from '../../platform/db.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import {
  copyPlaceNames,
  copyPlaces,
  findMostPopulousPlaceNamed,
  findNearestPlace,
  findPlaceById,
  findPlacesByIds,
  loadPlacesOnce,
  type PlaceMatch,
  type PlaceNameRow,
  type PlaceRow,
  searchPlaceNames,
} from './locations.repository.ts';

/** The GeoNames dump the `cities1000` package ships: one place a line, its fields tab-separated in this order. */
const dump = createRequire(import.meta.url)('cities1000') as { file: string; fields: string[] };
const field = Object.fromEntries(dump.fields.map((name, index) => [name, index]));

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

// Letters that Unicode does not decompose into a base letter and an accent, spelt as people type them.
const foldedLetters: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ı: 'i', þ: 'th' };

const plainKey = /^[a-z0-9]+( [a-z0-9]+)*$/;

/**
 * How a name is compared: lowercase, without accents, punctuation as one space ("Saint-Étienne"
 * → "saint etienne"). Names are stored this way and queries are looked up this way, so both
 * sides agree whatever PostgreSQL's `unaccent` rules would say.
 */
function toSearchKey(text: string) {
  // Most names are plain ASCII words already: skipping the Unicode work for them halves the load.
  const lowercase = text.toLowerCase();
  if (plainKey.test(lowercase)) return lowercase;
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđıþ]/g, (letter) => foldedLetters[letter]!)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** The smallest key after every key that starts with `key`: the end of its prefix range. */
function keyAfterPrefix(key: string) {
  const characters = [...key];
  const last = characters.pop()!.codePointAt(0)!;
  return characters.join('') + String.fromCodePoint(last + 1);
}

/**
 * Loads the GeoNames places into a database that has none (at start, and into the test
 * template), streaming them with COPY; another process starting at the same time waits and skips.
 */
export async function loadPlaces({ db, log }: { db: Database; log: Logger }) {
  const startedAt = performance.now();
  const names: PlaceNameRow[] = [];
  let placeCount = 0;
  const loaded = await loadPlacesOnce(db, async (client) => {
    const lines = (await readFile(dump.file, 'utf8')).split('\n');
    // PostgreSQL stores each chunk of places while the next lines are read.
    placeCount = await copyPlaces(client, readPlaces(lines, names));
    await copyPlaceNames(client, groupedByFirstLetters(names));
  });
  if (loaded) {
    const ms = Math.round(performance.now() - startedAt);
    log.info({ places: placeCount, names: names.length, ms }, 'places loaded');
  }
}

/**
 * The names grouped by their first two characters, groups in order: any prefix of two or more
 * then lies on neighbouring pages. Sorting them all would cost a second more and gain little.
 */
function groupedByFirstLetters(names: PlaceNameRow[]) {
  const groups = new Map<string, PlaceNameRow[]>();
  for (const name of names) {
    const start = name.searchKey.slice(0, 2);
    const group = groups.get(start);
    if (group) group.push(name);
    else groups.set(start, [name]);
  }
  return [...groups.keys()].sort().flatMap((start) => groups.get(start)!);
}

/** The places of the dump's lines; their names, as search keys, go to `names`. */
function* readPlaces(lines: string[], names: PlaceNameRow[]): Generator<PlaceRow> {
  for (const line of lines) {
    if (!line) continue;
    const fields = line.split('\t');
    const place: PlaceRow = {
      id: Number(fields[field.id!]),
      name: fields[field.name!]!,
      asciiName: fields[field.asciiname!]!,
      countryCode: fields[field.country!]!,
      latitude: Number(fields[field.lat!]),
      longitude: Number(fields[field.lon!]),
      population: Number(fields[field.population!]),
      timeZone: fields[field.tz!]!,
    };
    const keys = new Set<string>();
    const addName = (name: string, alias: string | null) => {
      const searchKey = toSearchKey(name);
      if (!searchKey || keys.has(searchKey)) return;
      keys.add(searchKey);
      names.push({ placeId: place.id, searchKey, alias, population: place.population });
    };
    addName(place.name, null);
    addName(place.asciiName, null);
    for (const alternate of fields[field.alternativeNames!]!.split(',')) addName(alternate, alternate.trim());
    yield place;
  }
}

/**
 * The address search: up to ten places, one result each, whose names or alternate names start
 * with what was typed (most populous first); when none do, those with similar names (typos).
 */
export async function searchPlaces(db: Database, query: string): Promise<AddressSearchResult[]> {
  const range = placeNameRange(query);
  if (!range) return [];
  const matches = await searchPlaceNames(db, range.key, range.upperBound);
  return matches.map(presentPlaceMatch);
}

/**
 * What a text looks up among the places' names (`place_names.search_key`): its search key and the
 * end of the keys it starts; null for a text with no letter or digit.
 */
export function placeNameRange(text: string) {
  const key = toSearchKey(text);
  return key ? { key, upperBound: keyAfterPrefix(key) } : null;
}

/** A place found by one of its names, as the address search shows it: the alternate name that matched beside its own. */
export function presentPlaceMatch(match: PlaceMatch): AddressSearchResult {
  return {
    id: match.id,
    name: match.alias ? `${match.name} (${match.alias})` : match.name,
    full_name: fullName(match.name, match.country_code),
    location: { lat: match.latitude, lng: match.longitude },
    state: match.country_code,
    time_zone: match.time_zone,
  };
}

/** A place as entities carry it, with its country and time zone; undefined for an unknown id. */
export async function findLocation(db: Database, id: number): Promise<LocationDetail | undefined> {
  const place = await findPlaceById(db, id);
  return place && presentLocation(place);
}

/** Like `findLocation` for many ids in one query (lists of members or trips); unknown ids are left out. */
export async function findLocations(db: Database, ids: readonly number[]): Promise<Map<number, LocationDetail>> {
  if (ids.length === 0) return new Map();
  const rows = await findPlacesByIds(db, [...new Set(ids)]);
  return new Map(rows.map((place) => [place.id, presentLocation(place)]));
}

/** `GET /locations/{id}`: the place, or `not_found`. */
export async function getLocation(db: Database, id: number): Promise<LocationDetail> {
  const location = await findLocation(db, id);
  if (!location) throw new DomainError('not_found');
  return location;
}

/**
 * The place a name written in full names ("Lisbon", "Milano", "münchen"): its own name or an
 * alternate one, exactly, in the country when one is known; the most populous of several. Unlike
 * the address search it never offers a place that merely starts like the name or resembles it.
 */
export async function findPlaceNamed(
  db: Database,
  name: string,
  countryCode?: string,
): Promise<LocationDetail | undefined> {
  const key = toSearchKey(name);
  const place = key ? await findMostPopulousPlaceNamed(db, key, countryCode) : undefined;
  return place && presentLocation(place);
}

/** The place nearest to a point, if one lies within the radius (the crossing radius, for what is "there"). */
export async function findPlaceNear(
  db: Database,
  point: { latitude: number; longitude: number },
  radiusKm: number,
): Promise<LocationDetail | undefined> {
  const place = await findNearestPlace(db, point, radiusKm);
  return place && presentLocation(place);
}

/** Whether an id names a known place: for validating a chosen home city or destination. */
export async function placeExists(db: Database, id: number) {
  return (await findPlaceById(db, id)) !== undefined;
}

/** A place as entities carry it, from the columns of `places` that another module's query joined. */
export function toLocation(place: Pick<PlaceRow, 'id' | 'name' | 'countryCode' | 'latitude' | 'longitude'>): Location {
  return {
    id: place.id,
    title: fullName(place.name, place.countryCode),
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

function presentLocation(place: PlaceRow): LocationDetail {
  return {
    ...toLocation(place),
    name: place.name,
    country_code: place.countryCode,
    time_zone: place.timeZone,
    population: place.population,
  };
}

/** "Berlin, Germany": the place and its country's English name. */
function fullName(name: string, countryCode: string) {
  const country = countryCode ? countryNames.of(countryCode) : undefined;
  return country ? `${name}, ${country}` : name;
}

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places (haversine): "within the crossing radius" for small lists. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}
