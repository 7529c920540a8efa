import type { ImportSuggestionsPage, TripsQuery } from '@here-and-there/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';

// Apart from the imports' hooks, so that a screen can ask for its review queue at navigation without them.

export const importKeys = {
  all: ['imports'] as const,
  suggestions: () => [...importKeys.all, 'suggestions'] as const,
};

/** `GET /imports/suggestions/`: stays the member's bookings gave whose place could not be found. */
export const suggestionsQueryOptions = queryOptions({
  queryKey: importKeys.suggestions(),
  queryFn: ({ signal }) => api.get<ImportSuggestionsPage>('/imports/suggestions/', { signal }),
});

/** The member's trips found in their mail and calendars, waiting for them to confirm. */
export const toConfirmQuery = (memberId: string): TripsQuery => ({ user: memberId, status: 'from_gmail' });
