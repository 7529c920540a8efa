import { type IntegrationConnection, type Integrations, integrationConnections } from '@here-and-there/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GoogleIcon from '@mui/icons-material/Google';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MicrosoftIcon from '@mui/icons-material/Microsoft';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { withRedirect } from '../../app/routing/redirect-param.ts';
import { routes } from '../../app/routing/route-paths.ts';
import { useConfig } from '../../shared/config/config.queries.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageHeading } from '../../shared/ui/PageHeading.tsx';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { useMe } from '../auth/auth.queries.ts';
import { ForwardingAddressCard } from './ForwardingAddressCard.tsx';
import { useConnectIntegration, useDisconnectIntegration, useIntegrations } from './integrations.queries.ts';

const connectionIcons: Record<IntegrationConnection, ReactNode> = {
  google: <GoogleIcon />,
  outlook: <MicrosoftIcon />,
};

/**
 * `/integrations` (SPEC §2, in the user menu): the mail and calendar accounts a member connects so
 * that the trips in their booking confirmations add themselves, each with what it reads, Connect
 * or Disconnect (confirmed first). A failed consent comes back here with `?error=`.
 */
export default function IntegrationsScreen() {
  const { t } = useTranslation('integrations');
  const me = useMe();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeading title={t('title')} lead={t('lead')} />
      {me ? <Connections memberId={me.id} email={me.email} /> : <SignedOut />}
    </Container>
  );
}

function SignedOut() {
  const { t } = useTranslation('integrations');
  return (
    <Card sx={{ p: { xs: 2.5, md: 3 } }}>
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Typography>{t('signedOut')}</Typography>
        <Button variant="contained" component={RouterLink} to={withRedirect(routes.login, routes.integrations)}>
          {t('signIn')}
        </Button>
      </Stack>
    </Card>
  );
}

/** What the identity server's `error` says, in words; `connection` names the account it was about. */
function useConsentFailure() {
  const { t } = useTranslation('integrations');
  const [params] = useSearchParams();
  const error = params.get('error');
  const connection = integrationConnections.find((name) => name === params.get('connection'));
  if (!error || !connection) return null;
  const name = t(`connections.${connection}.name`);
  return error === 'account_already_linked_to_different_user'
    ? t('alreadyLinked', { name })
    : t('connectFailed', { name });
}

function Connections({ memberId, email }: { memberId: string; email: string | null }) {
  const { t } = useTranslation('integrations');
  const { t: tCommon } = useTranslation();
  const integrations = useIntegrations(memberId);
  const failure = useConsentFailure();
  let body: ReactNode;
  if (integrations.data) {
    body = integrationConnections.map((connection) => (
      <ConnectionCard
        key={connection}
        memberId={memberId}
        email={email}
        connection={connection}
        integrations={integrations.data}
      />
    ));
  } else if (integrations.isError) {
    body = (
      <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{t('failed')}</Typography>
        <Button variant="contained" onClick={() => void integrations.refetch()}>
          {tCommon('actions.tryAgain')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  return (
    <Stack sx={{ gap: { xs: 2, md: 3 } }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      {body}
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', color: 'text.secondary', px: 0.5 }}>
        <LockOutlinedIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
        <Typography variant="body2">{t('readOnly')}</Typography>
      </Stack>
      {/* No account to connect: confirmations forwarded to the member's own address become trips too. */}
      <ForwardingAddressCard />
    </Stack>
  );
}

interface ConnectionCardProps {
  memberId: string;
  email: string | null;
  connection: IntegrationConnection;
  integrations: Integrations;
}

function ConnectionCard({ memberId, email, connection, integrations }: ConnectionCardProps) {
  const { t } = useTranslation('integrations');
  const notify = useNotify();
  const headingId = useId();
  const isAvailable = useConfig().integrations.includes(connection);
  const isConnected = integrations[connection].granted_scopes.length > 0;
  const connect = useConnectIntegration();
  const disconnect = useDisconnectIntegration(memberId);
  const [isConfirming, setConfirming] = useState(false);
  const name = t(`connections.${connection}.name`);

  const confirmDisconnect = () =>
    disconnect.mutate(connection, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t('disconnected', { name }));
      },
      onError: () => notify.error(),
    });

  let action: ReactNode;
  if (isConnected) {
    action = (
      <Button color="inherit" variant="outlined" onClick={() => setConfirming(true)}>
        {t('disconnect')}
      </Button>
    );
  } else if (isAvailable) {
    action = (
      <Button
        variant="contained"
        loading={connect.isPending}
        onClick={() => connect.mutate({ connection, email }, { onError: () => notify.error() })}
      >
        {t('connect')}
      </Button>
    );
  } else {
    action = (
      <Typography variant="body2" color="text.secondary">
        {t('unavailable')}
      </Typography>
    );
  }

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 2, sm: 3 }, alignItems: { sm: 'flex-start' } }}>
        <Stack direction="row" sx={{ gap: 2, flex: 1, minWidth: 0 }}>
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'text.primary',
              flexShrink: 0,
            }}
          >
            {connectionIcons[connection]}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id={headingId} variant="h5" component="h2">
                {name}
              </Typography>
              {isConnected ? (
                <Chip size="small" color="success" icon={<CheckCircleIcon />} label={t('connected')} />
              ) : (
                <Chip size="small" variant="outlined" label={t('notConnected')} />
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {t(`connections.${connection}.service`)}
            </Typography>
            <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5, display: 'grid', gap: 0.75 }}>
              {t(`connections.${connection}.reads`).map((line) => (
                <Typography component="li" variant="body2" key={line}>
                  {line}
                </Typography>
              ))}
            </Box>
          </Box>
        </Stack>
        <Box sx={{ flexShrink: 0, pl: { xs: 8, sm: 0 } }}>{action}</Box>
      </Stack>
      <Dialog open={isConfirming} onClose={() => setConfirming(false)} aria-labelledby={`${headingId}-confirm`}>
        <DialogTitle id={`${headingId}-confirm`}>{t('disconnectTitle', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('disconnectBody', { name })}</DialogContentText>
          {connection === 'outlook' && (
            <DialogContentText variant="body2" sx={{ mt: 1.5 }}>
              {t('outlookRevokeHint')}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirming(false)} autoFocus>
            {t('cancel')}
          </Button>
          <Button color="error" variant="contained" loading={disconnect.isPending} onClick={confirmDisconnect}>
            {t('disconnect')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
