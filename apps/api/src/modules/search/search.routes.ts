import {
  type SearchSection,
  searchCommunitiesPage,
  searchContactsPage,
  searchLocationsPage,
  searchQuery,
  searchTripsPage,
  searchUsersPage,
  searchUsersQuery,
} from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { toPage } from '../../platform/pagination.ts';
import { requireMember } from '../identity/index.ts';
import { searchCommunities, searchContacts, searchLocations, searchTrips, searchUsers } from './search.service.ts';

type Query = z.output<typeof searchQuery>;

/** Each section's call: what it answers, its page's schema, and the use case that finds it. */
const sections: Record<
  SearchSection,
  {
    summary: string;
    query: typeof searchQuery | typeof searchUsersQuery;
    page: z.ZodType;
    find: (context: AppContext, viewerId: string, query: Query) => Promise<ListSlice<unknown>>;
  }
> = {
  users: {
    summary: 'Members by name or username, as I may see them (the search and the member pickers)',
    query: searchUsersQuery,
    page: searchUsersPage,
    find: searchUsers,
  },
  communities: {
    summary: 'Communities by name or handle, and by description where I may read it',
    query: searchQuery,
    page: searchCommunitiesPage,
    find: searchCommunities,
  },
  trips: {
    summary: 'Trips I may see, of mine and of my people, by place or by owner',
    query: searchQuery,
    page: searchTripsPage,
    find: searchTrips,
  },
  contacts: {
    summary: 'My own contacts by name, email or phone',
    query: searchQuery,
    page: searchContactsPage,
    find: searchContacts,
  },
  locations: {
    summary: 'Places by name, those where my people are or go first',
    query: searchQuery,
    page: searchLocationsPage,
    find: searchLocations,
  },
};

export function registerSearchRoutes(app: App, context: AppContext) {
  for (const [section, { summary, query, page, find }] of Object.entries(sections)) {
    app.get(
      `${apiPrefix}/search/${section}/`,
      {
        schema: {
          tags: ['search'],
          summary,
          security: [{ bearer: [] }],
          querystring: query,
          response: { 200: page },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        const parsed = request.query as Query;
        const found = await find(context, member.id, parsed);
        return toPage(found, { url: request.url, ...parsed, publicUrl: context.config.publicUrl });
      },
    );
  }
}
