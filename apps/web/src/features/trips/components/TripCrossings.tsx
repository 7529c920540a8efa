import type { Crossing, CrossingKind, Trip } from '@here-and-there/contracts';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { Box, Card, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PersonRow } from '../../../shared/ui/PersonRow.tsx';
import { SectionEmpty, SectionFailed, SectionLoading } from '../../../shared/ui/SectionStates.tsx';
import { Tag, type TagColor } from '../../../shared/ui/Tag.tsx';
import { ProposeMeetupButton } from '../../messaging/meetups/ProposeMeetupButton.tsx';
import { formatTripDays } from '../trip-days.ts';
import { useCrossings } from '../trips.queries.ts';

const kindColors: Record<CrossingKind, TagColor> = { here: 'primary', there: 'primary', near_miss: 'neutral' };

/**
 * "Who you will meet": the crossings this trip of the member makes (DESIGN §5) — who, how, where
 * and when — each opening that member's profile.
 */
export function TripCrossings({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  const headingId = useId();
  const crossings = useCrossings({ trip: trip.id });

  let body: ReactNode;
  if (crossings.isError && !crossings.data) {
    body = <SectionFailed message={t('crossings.failed')} onRetry={() => void crossings.refetch()} />;
  } else if (!crossings.data) {
    body = <SectionLoading label={t('crossings.loading')} />;
  } else if (crossings.data.results.length === 0) {
    body = (
      <SectionEmpty icon={<PeopleAltOutlinedIcon />}>
        <Box>
          <Typography sx={{ fontWeight: 500 }}>{t('crossings.empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('crossings.emptyHint', { place: trip.location.title })}
          </Typography>
        </Box>
      </SectionEmpty>
    );
  } else {
    body = (
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {crossings.data.results.map((crossing) => (
          <CrossingRow
            key={`${crossing.user.id}:${crossing.kind}:${crossing.their_trip?.id ?? 'home'}`}
            crossing={crossing}
          />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        {t('crossings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {t('crossings.lead')}
      </Typography>
      <Card>{body}</Card>
    </Box>
  );
}

function CrossingRow({ crossing }: { crossing: Crossing }) {
  const { t, i18n } = useTranslation('trips');
  const { user } = crossing;
  const details = [
    crossing.location.title,
    formatTripDays(crossing.arrival_datetime, crossing.departure_datetime, i18n.language),
  ].join(' · ');
  return (
    <PersonRow
      to={routes.user(user.id)}
      person={user}
      details={details}
      tags={<Tag label={t(`crossings.kinds.${crossing.kind}`)} color={kindColors[crossing.kind]} />}
      action={
        <ProposeMeetupButton
          crossing={crossing}
          firstDay={crossing.arrival_datetime.slice(0, 10)}
          lastDay={crossing.departure_datetime.slice(0, 10)}
        />
      }
    />
  );
}
