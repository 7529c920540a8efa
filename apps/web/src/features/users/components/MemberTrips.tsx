import type { User } from '@here-and-there/contracts';
import { Box, Button, Card, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ListSkeleton } from '../../../shared/ui/Placeholder.tsx';
import { TripList } from '../../trips/components/TripList.tsx';
import { useTrips } from '../../trips/trips.queries.ts';

/**
 * A member's upcoming trips on their page: only those the viewer may see, as the API decides through
 * the trip visibility policy, each in the colour of how soon it starts (SPEC §2).
 */
export function MemberTrips({ user }: { user: User }) {
  const { t } = useTranslation('trips');
  const { t: tCommon } = useTranslation();
  const trips = useTrips({ user: user.id });
  const headingId = `trips-of-${user.id}`;

  let body: ReactNode;
  if (trips.isError && !trips.data) {
    body = (
      <Card sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="text.secondary">{t('memberTrips.failed')}</Typography>
        <Button variant="outlined" onClick={() => void trips.refetch()}>
          {tCommon('actions.tryAgain')}
        </Button>
      </Card>
    );
  } else if (!trips.data) {
    body = <ListSkeleton withPicture={false} label={t('memberTrips.loading', { name: user.first_name })} />;
  } else if (trips.data.results.length === 0) {
    body = (
      <Card sx={{ p: 2.5 }}>
        <Typography color="text.secondary">{t('memberTrips.empty')}</Typography>
      </Card>
    );
  } else {
    body = <TripList trips={trips.data.results} label={t('memberTrips.list', { name: user.first_name })} />;
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography
        id={headingId}
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ display: 'block', mb: 1, px: 0.5 }}
      >
        {t('memberTrips.title')}
      </Typography>
      {body}
    </Box>
  );
}
