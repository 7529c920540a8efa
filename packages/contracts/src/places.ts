import { z } from 'zod';
import { messages } from './messages.ts';
import { text } from './text.ts';

/** The largest place id a place can have: GeoNames ids are stored as PostgreSQL integers. */
export const largestPlaceId = 2_147_483_647;

/** A place id is its GeoNames id: public reference data, so a readable number is fine here. */
export const placeId = z.coerce.number().int().positive().max(largestPlaceId);

/** The place a form chose (a trip's destination, an event's place): required, and a place of the list (SPEC §5). */
export const chosenPlace = z
  .number({ error: (issue) => (issue.input == null || issue.input === '' ? messages.required : messages.unknownPlace) })
  .int(messages.unknownPlace)
  .positive(messages.unknownPlace)
  .max(largestPlaceId, messages.unknownPlace);

/** One result of `GET /address-search/?q=` (SPEC §3 "Address/location search result"). */
export const addressSearchResult = z.object({
  id: z.number().int(),
  /** The GeoNames name; with the alternate name that matched beside it: "München (Munich)". */
  name: z.string(),
  /** "Berlin, Germany". */
  full_name: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** ISO 3166 country code of the place ("DE"): the dump names no regions, only their codes. */
  state: z.string(),
  /** IANA time zone, used for a trip's `trip_tz`. */
  time_zone: z.string(),
});
export type AddressSearchResult = z.infer<typeof addressSearchResult>;

export const addressSearchQuery = z.object({ q: text().trim().max(100).default('') });
export const addressSearchResponse = z.array(addressSearchResult);

/** A place as entities carry it (base location, trip and contact locations). */
export const location = z.object({
  id: z.number().int(),
  title: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Location = z.infer<typeof location>;

/** `GET /locations/{id}`: the place with its country and time zone. */
export const locationDetail = location.extend({
  name: z.string(),
  country_code: z.string(),
  time_zone: z.string(),
  population: z.number().int(),
});
export type LocationDetail = z.infer<typeof locationDetail>;
