import { Box, Container, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { CatchAll } from '../../app/routing/CatchAll.tsx';
import { type DashboardDeck, dashboardDecks } from '../../app/routing/route-paths.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { ProOnly } from './ProOnly.tsx';

// Each deck downloads on its own, with the words it borrows from the feature it shows.
const decks = {
  users: lazyScreen(() => import('./decks/PeopleDeck.tsx')),
  trips: lazyScreen(() => import('./decks/TripsDeck.tsx'), 'trips'),
  alerts: lazyScreen(() => import('./decks/AlertsDeck.tsx'), 'notifications'),
};

/**
 * `/dashboard/{users,trips,alerts}/swipe`: the items of a dashboard tab as a swipe deck (pro).
 * People and trips: right asks the person for a close connection, left skips. Alerts: the unread
 * ones; right marks one read, left leaves it for later.
 */
export default function DashboardSwipeScreen() {
  const { deck } = useParams();
  const name = dashboardDecks.find((item) => item === deck);
  if (!name) return <CatchAll />;
  return (
    <ProOnly>
      <DeckPage deck={name} />
    </ProOnly>
  );
}

function DeckPage({ deck }: { deck: DashboardDeck }) {
  const { t } = useTranslation('dashboard');
  const Deck = decks[deck];
  return (
    // A card flying off the side must not make the page scroll sideways.
    <Box sx={{ overflowX: 'clip' }}>
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h2" component="h1">
          {t(`decks.${deck}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t(`decks.${deck}.lead`)}
        </Typography>
        <Suspense fallback={<PageSpinner />}>
          <Deck />
        </Suspense>
      </Container>
    </Box>
  );
}
