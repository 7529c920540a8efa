import type { Connection } from '@here-and-there/contracts';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import { alpha, Box, Button, ButtonBase, Card, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../app/routing/route-paths.ts';
import { brand } from '../../app/theme/theme.ts';
import { useDialogs } from '../../shared/dialogs/use-dialogs.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { PersonSummary, personRowSx } from '../../shared/ui/PersonSummary.tsx';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { levelIcons } from './components/level-icons.tsx';
import type { ConnectionChange } from './connection-changes.ts';
import { useChangeConnection, useConnections } from './connections.queries.ts';

interface ConnectionsPanelProps {
  /** A name or username typed on the spheres screen. */
  search: string;
  /** A place chosen on the spheres screen: members whose home city is around it. */
  locationId: number | null;
}

/**
 * The connections tab of `/spheres/{tab}`: requests waiting for the member first, then their
 * network with each member's level and state, then the members they blocked.
 */
export default function ConnectionsPanel({ search, locationId }: ConnectionsPanelProps) {
  const { t } = useTranslation('connections');
  const { t: tCommon } = useTranslation();
  const { openDialog } = useDialogs();
  const connections = useConnections({ search, location: locationId });
  const isFiltered = !!search.trim() || locationId !== null;

  const inviteButton = (
    <Button
      variant="outlined"
      startIcon={<ForwardToInboxOutlinedIcon />}
      onClick={() => openDialog('invite-by-email')}
      sx={{ flexShrink: 0 }}
    >
      {t('panel.invite')}
    </Button>
  );

  if (connections.isError && !connections.data) {
    return (
      <EmptyState
        icon={<ReportGmailerrorredIcon />}
        title={tCommon('errors.somethingWentWrong')}
        description={t('panel.failed')}
        action={
          <Button variant="contained" onClick={() => void connections.refetch()}>
            {tCommon('actions.tryAgain')}
          </Button>
        }
      />
    );
  }
  // The spinner the spheres screen shows while the tab downloads: one loading state, not two in a row.
  if (!connections.data) return <PageSpinner />;

  const all = connections.data.results;
  const requests = all.filter((item) => item.type !== 'block' && item.status === 'pending_receiver');
  const network = all.filter((item) => item.type !== 'block' && item.status !== 'pending_receiver');
  const blocked = all.filter((item) => item.type === 'block');

  if (all.length === 0) {
    return (
      <EmptyState
        icon={<PeopleAltOutlinedIcon />}
        title={t('panel.empty')}
        description={isFiltered ? t('panel.noMatch') : t('panel.emptyHint')}
        action={inviteButton}
      />
    );
  }

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {inviteButton}
      </Stack>
      {requests.length > 0 && (
        <Section title={t('panel.requests')} count={requests.length} isHighlighted>
          {requests.map((item) => (
            <MemberRow key={item.id} connection={item} action={{ kind: 'accept' }} />
          ))}
        </Section>
      )}
      {network.length > 0 && (
        <Section title={t('panel.network')} count={network.length}>
          {network.map((item) => (
            <MemberRow key={item.id} connection={item} />
          ))}
        </Section>
      )}
      {blocked.length > 0 && (
        <Section title={t('panel.blocked')} count={blocked.length}>
          {blocked.map((item) => (
            <MemberRow key={item.id} connection={item} action={{ kind: 'unblock' }} />
          ))}
        </Section>
      )}
    </Stack>
  );
}

function Section({
  title,
  count,
  isHighlighted = false,
  children,
}: {
  title: string;
  count: number;
  isHighlighted?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography
        id={titleId}
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ display: 'block', mb: 1, px: 0.5 }}
      >
        {title} · {count}
      </Typography>
      <Card
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          borderColor: isHighlighted ? alpha(brand.teal, 0.5) : undefined,
          '& > li + li': { borderTop: 1, borderColor: 'divider' },
        }}
      >
        {children}
      </Card>
    </Box>
  );
}

/** One member: their name opens their profile; a request or a block has its action beside it. */
function MemberRow({
  connection,
  action,
}: {
  connection: Connection;
  action?: Extract<ConnectionChange, { kind: 'accept' | 'unblock' }>;
}) {
  const { t } = useTranslation('connections');
  const notify = useNotify();
  const changeConnection = useChangeConnection();
  const { user } = connection;
  const details = [user.username && `@${user.username}`, user.base_location?.title].filter(Boolean).join(' · ');
  const level = connection.type === 'close' || connection.type === 'general' ? connection.type : null;
  const state = connection.type === 'block' ? null : t(`panel.status.${connection.status}`);

  const act = () =>
    action &&
    changeConnection.mutate(
      { memberId: user.id, connection, change: action },
      {
        onSuccess: () =>
          notify.success(t(action.kind === 'accept' ? 'done.accepted' : 'done.unblocked', { name: user.first_name })),
      },
    );

  return (
    <Stack
      component="li"
      direction="row"
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0, pr: { xs: 1.5, sm: 2 } }}
    >
      <ButtonBase
        component={RouterLink}
        to={routes.user(user.id)}
        sx={{ ...personRowSx, flex: '1 1 240px', minWidth: 0 }}
      >
        <PersonSummary
          firstName={user.first_name}
          lastName={user.last_name}
          displayName={user.display_name}
          pictureUrl={user.profile_picture?.['100']}
          details={details}
        />
        {(level || state) && (
          <Stack sx={{ alignItems: 'flex-end', flexShrink: 0, gap: 0.25 }}>
            {level && (
              <Stack
                direction="row"
                sx={{ alignItems: 'center', gap: 0.5, color: 'primary.main', '& svg': { fontSize: 16 } }}
              >
                {levelIcons[level]}
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {t(`levels.${level}`)}
                </Typography>
              </Stack>
            )}
            {state && !action && (
              <Typography variant="caption" color="text.secondary">
                {state}
              </Typography>
            )}
          </Stack>
        )}
      </ButtonBase>
      {action && (
        <Box
          sx={{
            flex: { xs: '1 0 100%', sm: '0 0 auto' },
            display: 'flex',
            justifyContent: 'flex-end',
            pb: { xs: 1.5, sm: 0 },
          }}
        >
          <Button
            variant={action.kind === 'accept' ? 'contained' : 'outlined'}
            startIcon={action.kind === 'unblock' ? <LockOpenIcon /> : undefined}
            loading={changeConnection.isPending}
            onClick={act}
            aria-label={`${t(action.kind === 'accept' ? 'controls.accept' : 'controls.unblock')}: ${user.display_name}`}
          >
            {t(action.kind === 'accept' ? 'controls.accept' : 'controls.unblock')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
