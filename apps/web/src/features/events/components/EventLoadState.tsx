import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { withRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { hasStatus } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { IconBadge } from '../../../shared/ui/IconBadge.tsx';
import { useSession } from '../../auth/auth.queries.ts';

interface EventQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * An event's sheet before its event arrives: loading, not found (deleted, of a private community
 * the caller is not in, or a malformed id; a visitor may find it once signed in), or failed with
 * a way to ask again.
 */
export function EventLoadState({ query }: { query: EventQuery }) {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation();
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!query.isError) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('view.loading')} />
      </Box>
    );
  }
  const isGone = hasStatus(query.error, 400, 403, 404);
  return (
    <Stack role="status" sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5, py: 5 }}>
      <IconBadge>
        <EventBusyOutlinedIcon />
      </IconBadge>
      <Typography variant="h6" component="p">
        {isGone ? tCommon('errors.eventNotFound') : tCommon('errors.somethingWentWrong')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 380 }}>
        {isGone ? t('view.notFoundHint') : t('view.failedHint')}
      </Typography>
      {!isGone && (
        <Button variant="contained" onClick={() => void query.refetch()}>
          {tCommon('actions.tryAgain')}
        </Button>
      )}
      {isGone && session.status === 'signedOut' && (
        <Button variant="contained" component={RouterLink} to={withRedirect(routes.login, `${pathname}${search}`)}>
          {t('rsvp.signIn')}
        </Button>
      )}
    </Stack>
  );
}
