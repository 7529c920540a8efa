import type { Crossing } from '@here-and-there/contracts';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Box } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DeckCard } from '../../../shared/ui/swipe/DeckCard.tsx';
import { SwipeDeck } from '../../../shared/ui/swipe/SwipeDeck.tsx';
import { Tag } from '../../../shared/ui/Tag.tsx';
import { formatTripDays } from '../../trips/trip-days.ts';
import { useCrossings } from '../../trips/trips.queries.ts';
import { useAskClose } from '../ask-close.ts';
import { closePerson, skipPerson } from '../components/deck-actions.tsx';
import { WhenTag } from '../components/WhenTag.tsx';
import { soonestCrossingOfEach } from '../dashboard-lists.ts';
import { whenEmpty, whileLoading } from './deck-state.tsx';

/** `/dashboard/users/swipe`: each person the member meets once, at their soonest crossing; right asks them to be close. */
export default function PeopleDeck() {
  const { t, i18n } = useTranslation('dashboard');
  const crossings = useCrossings({});
  const askClose = useAskClose();
  const pending = whileLoading(crossings, t('people.failed'));
  if (pending || !crossings.data) return pending;
  return (
    <SwipeDeck
      items={soonestCrossingOfEach(crossings.data.results)}
      keyOf={(crossing) => crossing.user.id}
      skip={skipPerson<Crossing>(t, (crossing) => crossing.user)}
      accept={closePerson<Crossing>(t, (crossing) => crossing.user)}
      onDismiss={(crossing, direction) => {
        if (direction === 'right') askClose(crossing.user);
      }}
      progressLabel={(current, total) => t('deck.progress', { current, total })}
      whenEmpty={whenEmpty}
      renderCard={(crossing, decoration) => (
        <DeckCard
          {...decoration}
          label={t('deck.personCard', { name: crossing.user.display_name })}
          picture={{
            firstName: crossing.user.first_name,
            lastName: crossing.user.last_name,
            url: crossing.user.profile_picture?.['500'],
          }}
          title={crossing.user.display_name}
          tags={
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', justifyContent: 'center' }}>
              <Tag label={t(`kinds.${crossing.kind}`)} color={crossing.kind === 'near_miss' ? 'neutral' : 'primary'} />
              <WhenTag arrival={crossing.arrival_datetime} departure={crossing.departure_datetime} />
            </Box>
          }
          details={[
            { icon: <PlaceOutlinedIcon />, text: crossing.location.title },
            {
              icon: <EventOutlinedIcon />,
              text: formatTripDays(crossing.arrival_datetime, crossing.departure_datetime, i18n.language),
            },
          ]}
        />
      )}
    />
  );
}
