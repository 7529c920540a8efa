import { z } from 'zod';
import { community } from './communities.ts';
import { limits } from './constants.ts';
import { contact } from './contacts.ts';
import { page } from './pagination.ts';
import { addressSearchResult } from './places.ts';
import { text } from './text.ts';
import { trip } from './trips.ts';
import { user } from './users.ts';

/**
 * `GET /search/users/?q=`: members whose name as the caller sees it (the first name, the last name
 * when they may see it) or username holds `q`, without regard to case or accents; 100 by default,
 * the member pickers ask for 6. A text of fewer than `searchMinLength` characters finds nobody
 * (SPEC §9: results only once more than two are typed): an empty list, not an error, since the
 * app asks as the member types.
 */
export const searchUsersQuery = z.object({
  q: text().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(limits.userSearch).default(limits.userSearch),
  offset: z.coerce.number().int().min(0).default(0),
});
export type SearchUsersQuery = z.input<typeof searchUsersQuery>;

export const searchUsersPage = page(user);
export type SearchUsersPage = z.infer<typeof searchUsersPage>;

/** `?q=&limit=&offset=` of the other sections: 20 a page, as every list of the app. */
export const searchQuery = searchUsersQuery.extend({
  limit: z.coerce.number().int().min(1).max(limits.userSearch).default(20),
});
export type SearchQuery = z.input<typeof searchQuery>;

/** `GET /search/communities/`: communities by name, handle, and description where the caller may read it. */
export const searchCommunitiesPage = page(community);
export type SearchCommunitiesPage = z.infer<typeof searchCommunitiesPage>;

/** `GET /search/trips/`: trips the caller may see, by their place or their owner's name as the caller sees it. */
export const searchTripsPage = page(trip);
export type SearchTripsPage = z.infer<typeof searchTripsPage>;

/** `GET /search/contacts/`: the caller's own contacts by name, email, phone or place. */
export const searchContactsPage = page(contact);
export type SearchContactsPage = z.infer<typeof searchContactsPage>;

/** `GET /search/locations/`: places by name, the places of the caller's network first. */
export const searchLocationsPage = page(addressSearchResult);
export type SearchLocationsPage = z.infer<typeof searchLocationsPage>;
