import AddIcon from '@mui/icons-material/Add';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { withRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ListSkeleton } from '../../../shared/ui/Placeholder.tsx';
import { useSession } from '../../auth/auth.queries.ts';
import { useEventDialogs } from '../event-dialogs.ts';
import { eventsQueryOptions } from '../event-keys.ts';

// The list comes only when there are events to show: a community without any downloads none of it.
const EventList = lazy(() => import('./EventList.tsx').then((module) => ({ default: module.EventList })));

/** How many of a community's events show before "All N events". */
const previewSize = 5;

export interface CommunityEventsProps {
  communityId: string;
  /** The caller is one of its admins (the community's `abilities.create_event`). */
  canCreate: boolean;
}

/**
 * A community's upcoming events, each opening its view over the community page, with "Create
 * event" for its admins. A visitor of a public community sees them too, with a way in by signing up.
 */
export default function CommunityEventsSection({ communityId, canCreate }: CommunityEventsProps) {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation();
  const headingId = useId();
  const session = useSession();
  const { pathname, search } = useLocation();
  const { openCreateEvent } = useEventDialogs();
  const events = useQuery(eventsQueryOptions({ community: communityId }));
  const [isShowingAll, setShowingAll] = useState(false);

  const all = events.data?.results ?? [];
  const shown = isShowingAll ? all : all.slice(0, previewSize);
  const isVisitor = session.status === 'signedOut';

  let body: ReactNode;
  if (events.isError && !events.data) {
    body = (
      <Card sx={{ p: 2.5 }}>
        <Typography color="text.secondary">{t('community.failed')}</Typography>
        <Button sx={{ mt: 1, ml: -1 }} onClick={() => void events.refetch()}>
          {tCommon('actions.tryAgain')}
        </Button>
      </Card>
    );
  } else if (!events.data) {
    body = <ListSkeleton withPicture={false} label={t('community.loading')} />;
  } else if (all.length === 0) {
    body = (
      <Card sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <EventOutlinedIcon />
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 500 }}>{t('community.empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {canCreate ? t('community.emptyHintAdmin') : t('community.emptyHint')}
          </Typography>
        </Box>
      </Card>
    );
  } else {
    body = (
      <Stack sx={{ gap: 1.5 }}>
        <Suspense fallback={<ListSkeleton withPicture={false} label={t('community.loading')} />}>
          <EventList events={shown} label={t('community.list')} />
        </Suspense>
        {!isShowingAll && all.length > previewSize && (
          <Button color="inherit" variant="outlined" onClick={() => setShowingAll(true)} sx={{ alignSelf: 'center' }}>
            {t('community.all', { count: events.data.count })}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {t('community.title')}
        </Typography>
        {canCreate && (
          <Button
            variant="contained"
            size="small"
            startIcon={<AddIcon />}
            onClick={() => openCreateEvent({ communityId })}
            aria-haspopup="dialog"
          >
            {t('community.create')}
          </Button>
        )}
      </Stack>
      {body}
      {isVisitor && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ mt: 1.5, gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('community.visitorHint')}
          </Typography>
          <Button
            variant="outlined"
            component={RouterLink}
            to={withRedirect(routes.signup, `${pathname}${search}`)}
            sx={{ flexShrink: 0 }}
          >
            {t('community.signUp')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
