import type { Location, MemberInPlace } from '@here-and-there/contracts';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import HistoryIcon from '@mui/icons-material/History';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import { Box, Button, Container } from '@mui/material';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { routes } from '../../app/routing/route-paths.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { PageHeading } from '../../shared/ui/PageHeading.tsx';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { DeckCard } from '../../shared/ui/swipe/DeckCard.tsx';
import { SwipeDeck } from '../../shared/ui/swipe/SwipeDeck.tsx';
import { Tag } from '../../shared/ui/Tag.tsx';
import { useMe } from '../auth/auth.queries.ts';
import { useAskClose } from '../dashboard/ask-close.ts';
import { closePerson, skipPerson } from '../dashboard/components/deck-actions.tsx';
import { ListFailed } from '../dashboard/components/ListFailed.tsx';
import { ProOnly } from '../dashboard/ProOnly.tsx';
import { usePlace } from '../locations/locations.queries.ts';
import { formatTripDays } from '../trips/trip-days.ts';
import { usePeopleAround } from './around.queries.ts';
import { PlaceField } from './PlaceField.tsx';

/**
 * `/around` People Around (SPEC §2, §4): a swipe deck of the people at a place in the last 7 days,
 * up to 100. The place is the member's choice (`?location=`), else where they are today. Right asks
 * for a close connection, left skips; once the deck is empty the recent people follow.
 */
export default function AroundScreen() {
  return (
    <ProOnly>
      <Around />
    </ProOnly>
  );
}

function Around() {
  const { t } = useTranslation('dashboard');
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const [chosen, setChosen] = useState<Location | null>(null);
  const home = me?.today_location ?? null;
  const placeId = Number(searchParams.get('location')) || home?.id || null;
  const isKnown = chosen?.id === placeId || home?.id === placeId;
  const stored = usePlace(isKnown ? null : placeId);
  const place = chosen?.id === placeId ? chosen : home?.id === placeId ? home : (stored.data ?? null);

  const choose = (next: Location | null) => {
    setChosen(next);
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set('location', String(next.id));
        else params.delete('location');
        return params;
      },
      { replace: true },
    );
  };

  return (
    // A card flying off the side must not make the page scroll sideways.
    <Box sx={{ overflowX: 'clip' }}>
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
        <PageHeading title={t('around.title')} lead={t('around.lead')} spaceBelow={2.5} />
        <PlaceField place={place} onChange={choose} />
        {placeId === null ? (
          <EmptyState
            titleComponent="h2"
            icon={<TravelExploreOutlinedIcon />}
            title={t('around.choose')}
            description={t('around.chooseHint')}
          />
        ) : (
          <PeopleAt key={placeId} placeId={placeId} placeTitle={place?.title ?? ''} memberId={me?.id ?? ''} />
        )}
      </Container>
    </Box>
  );
}

function PeopleAt({ placeId, placeTitle, memberId }: { placeId: number; placeTitle: string; memberId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const people = usePeopleAround(placeId);
  const askClose = useAskClose();

  if (people.isError && !people.data) {
    return <ListFailed description={t('around.failed')} onRetry={() => void people.refetch()} />;
  }
  if (!people.data) return <PageSpinner />;
  // The member is not one of the people they could meet.
  const deck = people.data.results.filter((person) => person.id !== memberId);
  if (deck.length === 0) {
    return (
      <EmptyState
        titleComponent="h2"
        icon={<TravelExploreOutlinedIcon />}
        title={t('around.empty')}
        description={placeTitle ? t('around.emptyHint', { place: placeTitle }) : t('around.emptyHintNoPlace')}
        action={
          <Button variant="outlined" component={RouterLink} to={routes.recentUsers} startIcon={<HistoryIcon />}>
            {t('actions.recent')}
          </Button>
        }
      />
    );
  }

  const detailsOf = (person: MemberInPlace) => {
    const where = person.whereabouts;
    if (!where) return [];
    if (where.kind === 'home')
      return [{ icon: <HomeOutlinedIcon />, text: t('around.livesIn', { place: where.location.title }) }];
    return [
      { icon: <PlaceOutlinedIcon />, text: where.location.title },
      ...(where.arrival_datetime && where.departure_datetime
        ? [
            {
              icon: <EventOutlinedIcon />,
              text: formatTripDays(where.arrival_datetime, where.departure_datetime, i18n.language),
            },
          ]
        : []),
    ];
  };

  return (
    <SwipeDeck
      items={deck}
      keyOf={(person) => person.id}
      skip={skipPerson<MemberInPlace>(t, (person) => person)}
      accept={closePerson<MemberInPlace>(t, (person) => person)}
      onDismiss={(person, direction) => {
        if (direction === 'right') askClose(person);
      }}
      progressLabel={(current, total) => t('deck.progress', { current, total })}
      whenEmpty={<Navigate to={routes.recentUsers} replace />}
      renderCard={(person, decoration) => (
        <DeckCard
          {...decoration}
          label={t('deck.personCard', { name: person.display_name })}
          picture={{ firstName: person.first_name, lastName: person.last_name, url: person.profile_picture?.['500'] }}
          title={person.display_name}
          tags={
            person.whereabouts && (
              <Tag
                label={t(person.whereabouts.kind === 'home' ? 'around.local' : 'around.visiting')}
                color={person.whereabouts.kind === 'home' ? 'neutral' : 'primary'}
              />
            )
          }
          details={detailsOf(person)}
        />
      )}
    />
  );
}
