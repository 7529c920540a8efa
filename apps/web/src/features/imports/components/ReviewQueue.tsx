import type { SxProps, Theme } from '@mui/material';
import { Suspense } from 'react';
import { lazyScreen } from '../../../shared/ui/lazy-screen.ts';
import { useMe } from '../../auth/auth.queries.ts';
import { useTrips } from '../../trips/trips.queries.ts';
import { useSuggestions } from '../imports.queries.ts';

// Most members have nothing to review on most days: the list's code and words download only when
// there is something, so the dashboard and My trips start no heavier for it (DESIGN §7).
const ReviewList = lazyScreen(() => import('./ReviewList.tsx'), 'trips');

/** What the member's mail and calendars brought, waiting to be confirmed; nothing while there is nothing. */
export function ReviewQueue({ sx }: { sx?: SxProps<Theme> }) {
  const me = useMe();
  const trips = useTrips({ user: me?.id, status: 'from_gmail' }, { enabled: !!me });
  const suggestions = useSuggestions({ enabled: !!me });
  const toConfirm = trips.data?.results ?? [];
  const toPlace = suggestions.data?.results ?? [];
  if (toConfirm.length + toPlace.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ReviewList toConfirm={toConfirm} toPlace={toPlace} sx={sx} />
    </Suspense>
  );
}
