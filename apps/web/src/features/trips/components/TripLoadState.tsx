import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { hasStatus } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

interface TripQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A line in place of a trip form, with what can be done about it (Material's Alert stays out of the download). */
export function TripNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack
      direction="row"
      role="status"
      sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', p: 2, borderRadius: '12px', bgcolor: 'action.hover' }}
    >
      <Typography sx={{ flex: 1, minWidth: 200 }}>{children}</Typography>
      {action}
    </Stack>
  );
}

/**
 * A trip form before its trip arrives: loading, not found (deleted, not the member's to see, or a
 * malformed id), or failed.
 */
export function TripLoadState({ query, tripId }: { query: TripQuery; tripId: string | null }) {
  const { t } = useTranslation('trips');
  const { t: tCommon } = useTranslation();
  if (!tripId || hasStatus(query.error, 400, 404)) return <TripNotice>{tCommon('errors.tripNotFound')}</TripNotice>;
  if (!query.isError) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <CircularProgress aria-label={t('trip.loading')} />
      </Box>
    );
  }
  return (
    <TripNotice
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          {tCommon('actions.tryAgain')}
        </Button>
      }
    >
      {t('trip.failedHint')}
    </TripNotice>
  );
}
