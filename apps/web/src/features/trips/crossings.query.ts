import type { CrossingsPage, CrossingsQuery } from '@here-and-there/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, pathWithQuery } from '../../shared/api/api-client.ts';

// Apart from the trips' hooks, so the dashboard can ask for its people at navigation without them.

/** Crossings are made of trips: every trip written changes some of them. */
export const crossingKeys = {
  all: ['crossings'] as const,
  list: (query: CrossingsQuery) => [...crossingKeys.all, 'list', query] as const,
};

/** `GET /crossings/`: whom the member meets, soonest first; `trip` narrows them to one of the member's trips. */
export const crossingsQueryOptions = (query: CrossingsQuery) =>
  queryOptions({
    queryKey: crossingKeys.list(query),
    queryFn: ({ signal }) => api.get<CrossingsPage>(pathWithQuery('/crossings/', query), { signal }),
  });
