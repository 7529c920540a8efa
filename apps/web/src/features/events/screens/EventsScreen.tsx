import type { Event } from '@here-and-there/contracts';
import AddIcon from '@mui/icons-material/Add';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { withRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { useDialogs } from '../../../shared/dialogs/use-dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton.tsx';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';
import { ListSkeleton } from '../../../shared/ui/Placeholder.tsx';
import { useSession } from '../../auth/auth.queries.ts';
import { LinkTabs } from '../../profile/components/LinkTabs.tsx';
import { EventFilters } from '../components/EventFilters.tsx';
import { EventList } from '../components/EventList.tsx';
import { eventParam, useEventDialogs } from '../event-dialogs.ts';
import { useEventFilters } from '../event-filters.ts';
import { eventPagesQueryOptions, myEventsQueryOptions } from '../event-keys.ts';

const tabs = ['upcoming', 'mine'] as const;
type EventsTab = (typeof tabs)[number];
const tabPath = (tab: EventsTab) => (tab === 'mine' ? `${routes.events}?tab=mine` : routes.events);

/**
 * `/events` (SPEC §2): the upcoming events the member may see, narrowed by place and days, and
 * their own (`?tab=mine`). A visitor sees the public ones. `?event={id}`, the link notifications,
 * emails, shares and QR codes carry, opens that event over the list, for a visitor too.
 */
export default function EventsScreen() {
  const { t } = useTranslation('events');
  const session = useSession();
  const [searchParams] = useSearchParams();
  const { openDialogs, openDialog } = useDialogs();
  const { openCreateEvent } = useEventDialogs();
  const isMember = session.status === 'signedIn';
  const tab: EventsTab = isMember && searchParams.get('tab') === 'mine' ? 'mine' : 'upcoming';
  const linkedEvent = searchParams.get(eventParam);
  const isEventOpen = openDialogs.includes('view-event');

  useEffect(() => {
    if (linkedEvent && !isEventOpen) openDialog('view-event', { replace: true });
  }, [linkedEvent, isEventOpen, openDialog]);

  // A member's screen is not drawn as a visitor's while their profile is on its way.
  if (session.status === 'loading') return <PageSpinner />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h2" component="h1">
            {t('screen.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 520 }}>
            {isMember ? t('screen.lead') : t('screen.visitorLead')}
          </Typography>
        </Box>
        {isMember && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => openCreateEvent()}
            aria-haspopup="dialog"
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('screen.create')}
          </Button>
        )}
      </Stack>
      {isMember ? (
        <>
          <LinkTabs
            label={t('screen.tabs')}
            value={tab}
            tabs={tabs.map((name) => ({
              value: name,
              label: t(`screen.${name}`),
              to: tabPath(name),
              id: `events-tab-${name}`,
              panelId: `events-panel-${name}`,
            }))}
            sx={{ mt: 2, mb: 3, borderBottom: 1, borderColor: 'divider' }}
          />
          <Box role="tabpanel" id={`events-panel-${tab}`} aria-labelledby={`events-tab-${tab}`}>
            {tab === 'mine' ? <MyEvents /> : <UpcomingEvents />}
          </Box>
        </>
      ) : (
        <Box sx={{ mt: 3 }}>
          <UpcomingEvents />
          <VisitorInvitation />
        </Box>
      )}
    </Container>
  );
}

function UpcomingEvents() {
  const { t } = useTranslation('events');
  const { query, isFiltered } = useEventFilters();
  const events = useInfiniteQuery(eventPagesQueryOptions(query));
  const all = events.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <>
      <EventFilters />
      <EventsBody
        events={events.data ? all : undefined}
        isFailed={events.isError && !events.data}
        retry={() => void events.refetch()}
        label={t('list.upcoming')}
        empty={<EmptyList title={t('list.empty')} hint={isFiltered ? t('list.emptyHint') : undefined} />}
      >
        <LoadMoreButton list={events} label={t('list.more')} />
      </EventsBody>
    </>
  );
}

function MyEvents() {
  const { t } = useTranslation('events');
  const events = useQuery(myEventsQueryOptions());
  return (
    <EventsBody
      events={events.data?.results}
      isFailed={events.isError && !events.data}
      retry={() => void events.refetch()}
      label={t('list.mine')}
      empty={<EmptyList title={t('list.emptyMine')} hint={t('list.emptyMineHint')} />}
    />
  );
}

interface EventsBodyProps {
  events: Event[] | undefined;
  isFailed: boolean;
  retry: () => void;
  label: string;
  empty: ReactNode;
  children?: ReactNode;
}

/** A list of events, or why there is none: loading, failed (SPEC §8, with a way to ask again), empty. */
function EventsBody({ events, isFailed, retry, label, empty, children }: EventsBodyProps) {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation();
  if (isFailed) {
    return (
      <EmptyState
        titleComponent="h2"
        icon={<ReportGmailerrorredIcon />}
        title={tCommon('errors.somethingWentWrong')}
        description={t('list.failed')}
        action={
          <Button variant="contained" onClick={retry}>
            {tCommon('actions.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (!events) return <ListSkeleton withPicture={false} label={t('list.loading')} />;
  if (events.length === 0) return empty;
  return (
    <Stack sx={{ gap: 2 }}>
      <EventList events={events} label={label} />
      {children}
    </Stack>
  );
}

function EmptyList({ title, hint }: { title: string; hint?: string }) {
  return <EmptyState titleComponent="h2" icon={<EventOutlinedIcon />} title={title} description={hint} />;
}

/** Below a visitor's list: answering and seeing who goes is for members, who are a sign-up away. */
function VisitorInvitation() {
  const { t } = useTranslation('events');
  const { pathname, search } = useLocation();
  const back = `${pathname}${search}`;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{
        mt: 3,
        p: 2.5,
        gap: 2,
        borderRadius: '16px',
        bgcolor: 'action.hover',
        alignItems: { sm: 'center' },
        justifyContent: 'space-between',
      }}
    >
      <Box>
        <Typography sx={{ fontWeight: 500 }}>{t('rsvp.visitorTitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('rsvp.visitorHint')}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 1.5, flexShrink: 0 }}>
        <Button variant="contained" component={RouterLink} to={withRedirect(routes.signup, back)}>
          {t('rsvp.signUp')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={withRedirect(routes.login, back)}>
          {t('rsvp.signIn')}
        </Button>
      </Stack>
    </Stack>
  );
}
