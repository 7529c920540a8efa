import { limits, type TripsPage, type TripsQuery } from '@here-and-there/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, pathWithQuery } from '../../shared/api/api-client.ts';

// Apart from the trips' hooks, so that a screen can ask for its trips at navigation without them.

export const tripKeys = {
  all: ['trips'] as const,
  lists: () => [...tripKeys.all, 'list'] as const,
  list: (query: TripsQuery) => [...tripKeys.lists(), query] as const,
  detail: (tripId: string) => [...tripKeys.all, 'detail', tripId] as const,
};

/** `GET /trips/`: trips that have not ended (or from `date_gte`), by arrival, at most 100 (SPEC §9). */
export const tripsQueryOptions = (query: TripsQuery) =>
  queryOptions({
    queryKey: tripKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<TripsPage>(pathWithQuery('/trips/', { limit: limits.tripsList, ...query }), { signal }),
  });
