import type { SxProps, Theme } from '@mui/material';
import { Suspense } from 'react';
import { useMe } from '../../auth/auth.queries.ts';
import { useTrips } from '../../trips/trips.queries.ts';
import { toConfirmQuery } from '../import-keys.ts';
import { useSuggestions } from '../imports.queries.ts';
import { ReviewList } from '../review-queue.ts';

/** What the member's mail and calendars brought, waiting to be confirmed; nothing while there is nothing. */
export function ReviewQueue({ sx }: { sx?: SxProps<Theme> }) {
  const me = useMe();
  const trips = useTrips(toConfirmQuery(me?.id ?? ''), { enabled: !!me });
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
