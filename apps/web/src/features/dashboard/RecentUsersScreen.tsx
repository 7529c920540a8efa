import type { Connection } from '@here-and-there/contracts';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { Button, Container } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../app/routing/route-paths.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { PageHeading } from '../../shared/ui/PageHeading.tsx';
import { PersonRow } from '../../shared/ui/PersonRow.tsx';
import { ListSkeleton } from '../../shared/ui/Placeholder.tsx';
import { timeAgo } from '../notifications/notification-text.ts';
import { ListFailed } from './components/ListFailed.tsx';
import { RowList } from './components/ListParts.tsx';
import { useActiveConnections } from './dashboard.queries.ts';
import { newestFirst } from './dashboard-lists.ts';

/**
 * `/dashboard/users/recent`: the people the member chose, the latest connection first. Every swipe
 * deck ends here once it is empty (SPEC §4), so it is open to members who are not pro too.
 */
export default function RecentUsersScreen() {
  const { t } = useTranslation('dashboard');
  const connections = useActiveConnections();

  let body: ReactNode;
  if (connections.isError && !connections.data) {
    body = <ListFailed description={t('recent.failed')} onRetry={() => void connections.refetch()} />;
  } else if (!connections.data) {
    body = <ListSkeleton label={t('recent.loading')} />;
  } else if (connections.data.results.length === 0) {
    body = (
      <EmptyState
        titleComponent="h2"
        icon={<PeopleAltOutlinedIcon />}
        title={t('recent.empty')}
        description={t('recent.emptyHint')}
        action={
          <Button variant="contained" component={RouterLink} to={routes.around} startIcon={<ExploreOutlinedIcon />}>
            {t('actions.around')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <RowList label={t('recent.list')}>
        {newestFirst(connections.data.results).map((connection) => (
          <RecentRow key={connection.id} connection={connection} />
        ))}
      </RowList>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('recent.title')} lead={t('recent.lead')} />
      {body}
    </Container>
  );
}

function RecentRow({ connection }: { connection: Connection }) {
  const { t, i18n } = useTranslation('dashboard');
  const { user } = connection;
  const since = t('recent.since', { when: timeAgo(connection.created_at, i18n.language) });
  return (
    <PersonRow
      to={routes.user(user.id)}
      person={user}
      details={[user.today_location?.title, since].filter(Boolean).join(' · ')}
    />
  );
}
