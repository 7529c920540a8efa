import {
  type AddressSearchResult,
  type Community,
  type Contact,
  isSearchable,
  type SearchSection,
  type searchQuery,
  type searchUsersQuery,
  type Trip,
  type User,
} from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { viewCommunities } from '../communities/index.ts';
import { viewContacts } from '../contacts/index.ts';
import { findLocations, placeNameRange, presentPlaceMatch } from '../locations/index.ts';
import { viewTrips } from '../trips/index.ts';
import { viewMembers } from '../users/index.ts';
import {
  findCommunitiesMatching,
  findContactsMatching,
  findMembersMatching,
  findPlacesMatching,
  findTripsMatching,
} from './search.repository.ts';

type Query = z.output<typeof searchQuery> | z.output<typeof searchUsersQuery>;

const nothing = { count: 0, results: [] };

/** Today's date in UTC, the calendar trips are stored in: a trip that has ended is not searched. */
const todayOf = (context: AppContext) => context.clock.now().toISOString().slice(0, 10);

/**
 * Keeps the found ids that the owning module's view still shows, in rank order: each result is
 * the object the rest of the app serves, through the same policy functions.
 */
async function inRankOrder<Id, Item extends { id: Id }>(
  found: { count: number; ids: Id[] },
  view: (ids: Id[]) => Promise<Iterable<Item>>,
): Promise<ListSlice<Item>> {
  const items = new Map([...(await view(found.ids))].map((item) => [item.id, item]));
  return { count: found.count, results: found.ids.flatMap((id) => items.get(id) ?? []) };
}

/**
 * `GET /search/users/?q=`: the members whose name as the caller sees it, or username, holds the
 * text (or a typo of it), each as the caller may see them; nobody for a text shorter than the
 * spec's minimum.
 */
export async function searchUsers(context: AppContext, viewerId: string, query: Query): Promise<ListSlice<User>> {
  if (!isSearchable(query.q)) return nothing;
  const found = await findMembersMatching(context.db, viewerId, query.q, query);
  return inRankOrder(found, async (ids) => (await viewMembers(context, viewerId, ids)).values());
}

/** `GET /search/communities/?q=`: communities by name, handle, and description where the caller may read it. */
export async function searchCommunities(
  context: AppContext,
  viewerId: string,
  query: Query,
): Promise<ListSlice<Community>> {
  if (!isSearchable(query.q)) return nothing;
  const found = await findCommunitiesMatching(context.db, viewerId, query.q, query);
  return inRankOrder(found, (ids) => viewCommunities(context, viewerId, ids));
}

/**
 * `GET /search/trips/?q=`: trips not yet over of the caller and the people they chose, that the
 * caller may see, by their place's name or their owner's name as the caller sees it.
 */
export async function searchTrips(context: AppContext, viewerId: string, query: Query): Promise<ListSlice<Trip>> {
  if (!isSearchable(query.q)) return nothing;
  const search = { text: query.q, placeKey: placeNameRange(query.q), today: todayOf(context) };
  const found = await findTripsMatching(context.db, viewerId, search, query);
  return inRankOrder(found, (ids) => viewTrips(context, viewerId, ids));
}

/** `GET /search/contacts/?q=`: the caller's own contacts by name, email or phone. */
export async function searchContacts(context: AppContext, ownerId: string, query: Query): Promise<ListSlice<Contact>> {
  if (!isSearchable(query.q)) return nothing;
  const found = await findContactsMatching(context.db, ownerId, query.q, query);
  return inRankOrder(found, (ids) => viewContacts(context, ownerId, ids));
}

/** `GET /search/locations/?q=`: places by name, those where the caller's network is or goes first. */
export async function searchLocations(
  context: AppContext,
  viewerId: string,
  query: Query,
): Promise<ListSlice<AddressSearchResult>> {
  const placeKey = placeNameRange(query.q);
  if (!isSearchable(query.q) || !placeKey) return nothing;
  const found = await findPlacesMatching(context.db, viewerId, { placeKey, today: todayOf(context) }, query);
  const locations = await findLocations(
    context.db,
    found.rows.map((row) => row.id),
  );
  return {
    count: found.count,
    results: found.rows.flatMap(({ id, alias }) => {
      const place = locations.get(id);
      return place ? [presentPlaceMatch({ ...place, alias })] : [];
    }),
  };
}

/** Each section's use case, by the section's name: what its call and the benchmark run. */
export const searchSection: Record<
  SearchSection,
  (context: AppContext, viewerId: string, query: Query) => Promise<ListSlice<unknown>>
> = {
  users: searchUsers,
  communities: searchCommunities,
  trips: searchTrips,
  contacts: searchContacts,
  locations: searchLocations,
};
