import {
  type SearchSection,
  searchCommunitiesPage,
  searchContactsPage,
  searchLocationsPage,
  searchQuery,
  searchSections,
  searchTripsPage,
  searchUsersPage,
  searchUsersQuery,
} from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { toPage } from '../../platform/pagination.ts';
import { requireMember } from '../identity/index.ts';
import { searchSection } from './search.service.ts';

type Query = z.output<typeof searchQuery>;

/** Each section's call: what it answers and its schemas. */
const sections: Record<
  SearchSection,
  {
    summary: string;
    query: typeof searchQuery | typeof searchUsersQuery;
    page: z.ZodType;
  }
> = {
  users: {
    summary: 'Members by name or username, as I may see them (the search and the member pickers)',
    query: searchUsersQuery,
    page: searchUsersPage,
  },
  communities: {
    summary: 'Communities by name or handle, and by description where I may read it',
    query: searchQuery,
    page: searchCommunitiesPage,
  },
  trips: {
    summary: 'Trips I may see, of mine and of my people, by place or by owner',
    query: searchQuery,
    page: searchTripsPage,
  },
  contacts: {
    summary: 'My own contacts by name, email or phone',
    query: searchQuery,
    page: searchContactsPage,
  },
  locations: {
    summary: 'Places by name, those where my people are or go first',
    query: searchQuery,
    page: searchLocationsPage,
  },
};

export function registerSearchRoutes(app: App, context: AppContext) {
  for (const section of searchSections) {
    const { summary, query, page } = sections[section];
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
        const found = await searchSection[section](context, member.id, parsed);
        return toPage(found, { url: request.url, ...parsed, publicUrl: context.config.publicUrl });
      },
    );
  }
}
