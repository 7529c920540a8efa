import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { withRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { communityPaths } from '../community-links.ts';

/** A visitor joins by signing up first (or signing in), and comes back to the community. */
export function VisitorActions({ communityId }: { communityId: string }) {
  const { t } = useTranslation('communities');
  const back = communityPaths.page(communityId);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={withRedirect(routes.signup, back)} variant="contained" size="large">
        {t('membership.join')}
      </Button>
      <Button component={RouterLink} to={withRedirect(routes.login, back)} color="inherit" size="large">
        {t('membership.logIn')}
      </Button>
    </Stack>
  );
}
