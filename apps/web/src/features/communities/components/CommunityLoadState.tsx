import GroupOffOutlinedIcon from '@mui/icons-material/GroupOffOutlined';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import { Button, Container } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { hasStatus } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';

/**
 * What a community's screen shows until its data is in: not found (a malformed id, a community
 * gone or never there), a failure to retry, or a spinner.
 */
export function CommunityLoadState({
  query,
  what = 'community',
}: {
  query: UseQueryResult<unknown, unknown>;
  what?: 'community' | 'channel';
}) {
  const { t } = useTranslation('communities');
  const { t: tCommon } = useTranslation();
  if (query.isPending && query.fetchStatus === 'idle') return <NotFound what={what} />;
  if (hasStatus(query.error, 400, 404)) return <NotFound what={what} />;
  if (query.isError) {
    return (
      <Container maxWidth="sm">
        <EmptyState
          icon={<ReportGmailerrorredIcon />}
          title={tCommon('errors.somethingWentWrong')}
          description={t('load.failedHint')}
          action={
            <Button variant="contained" onClick={() => void query.refetch()}>
              {tCommon('actions.tryAgain')}
            </Button>
          }
        />
      </Container>
    );
  }
  return <PageSpinner />;
}

function NotFound({ what }: { what: 'community' | 'channel' }) {
  const { t } = useTranslation('communities');
  const { t: tCommon } = useTranslation();
  return (
    <Container maxWidth="sm">
      <EmptyState
        icon={<GroupOffOutlinedIcon />}
        title={what === 'community' ? tCommon('errors.communityNotFound') : tCommon('errors.channelNotFound')}
        description={t('load.notFoundHint')}
        action={
          <Button component={RouterLink} to={routes.networks} variant="contained">
            {t('load.toCommunities')}
          </Button>
        }
      />
    </Container>
  );
}
