import type { QueryClient } from '@tanstack/react-query';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';
import { meQueryOptions } from '../auth/auth.queries.ts';
import { tripsQueryOptions } from '../trips/trip-keys.ts';
import { suggestionsQueryOptions, toConfirmQuery } from './import-keys.ts';

// Most members have nothing to review on most days: the list's code and words download only when
// there is something, so the dashboard and My trips start no heavier for it (DESIGN §7).
export const ReviewList = lazyScreen(() => import('./components/ReviewList.tsx'), 'trips');

/**
 * Asks for what the review queue shows with the screen it heads (the dashboard, My trips), and
 * for its list's code when there is something: the screen then comes with its queue (drawn with
 * it by the server on the dashboard), instead of being pushed down by it a moment after it appears.
 */
export async function preloadReviewQueue(queryClient: QueryClient) {
  const me = await queryClient.ensureQueryData(meQueryOptions);
  const [toConfirm, toPlace] = await Promise.all([
    queryClient.ensureQueryData(tripsQueryOptions(toConfirmQuery(me.id))),
    queryClient.ensureQueryData(suggestionsQueryOptions),
  ]);
  if (toConfirm.results.length + toPlace.results.length > 0) await ReviewList.preload();
}
