import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { Box, Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../shared/api/api-error.ts';
import { translateMessage } from '../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { useMe } from '../auth/auth.queries.ts';
import { useReplaceForwardingAddress } from './forwarding-address.queries.ts';
import { useIntegrations } from './integrations.queries.ts';

/**
 * The member's private forwarding address (issue 21 §2): confirmations forwarded to it become
 * trips To Confirm. Copy it; replace it when it leaked (the old one then reaches nobody).
 */
export function ForwardingAddressCard() {
  const { t } = useTranslation('trips');
  const { t: tCommon } = useTranslation();
  const me = useMe();
  const headingId = useId();
  const integrations = useIntegrations(me?.id);
  const replace = useReplaceForwardingAddress(me?.id ?? '');
  const notify = useNotify();
  const [isConfirmingReplace, setConfirmingReplace] = useState(false);
  const address = integrations.data?.forwarding_address;

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      notify.success(t('forwarding.copied'));
    } catch {
      notify.error();
    }
  };
  const replaceAddress = () =>
    replace.mutate(undefined, {
      onSuccess: () => {
        setConfirmingReplace(false);
        notify.success(t('forwarding.replaced'));
      },
      onError: (error) =>
        notify.error(error instanceof ApiError ? translateMessage(tCommon, error.message) : undefined),
    });

  let body: ReactNode;
  if (integrations.isError && !integrations.data) {
    body = <Typography color="text.secondary">{t('forwarding.failed')}</Typography>;
  } else if (!integrations.data) {
    body = <Skeleton variant="rounded" height={48} aria-label={t('forwarding.loading')} />;
  } else if (!address) {
    body = <Typography color="text.secondary">{t('forwarding.unavailable')}</Typography>;
  } else if (isConfirmingReplace) {
    body = (
      <Box
        role="group"
        aria-labelledby={`${headingId}-replace`}
        sx={{ p: 2, borderRadius: '12px', bgcolor: 'action.hover' }}
      >
        <Typography id={`${headingId}-replace`} sx={{ fontWeight: 500 }}>
          {t('forwarding.replaceTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('forwarding.replaceBody')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, mt: 1.5, justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={() => setConfirmingReplace(false)} autoFocus>
            {t('forwarding.cancel')}
          </Button>
          <Button variant="contained" onClick={replaceAddress} disabled={replace.isPending}>
            {t('forwarding.replace')}
          </Button>
        </Stack>
      </Box>
    );
  } else {
    body = (
      <>
        <Box
          component="output"
          sx={{
            display: 'block',
            px: 2,
            py: 1.5,
            borderRadius: '12px',
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: '0.95rem',
            overflowWrap: 'anywhere',
          }}
        >
          {address}
        </Box>
        <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {t('forwarding.copy')}
          </Button>
          <Button color="inherit" onClick={() => setConfirmingReplace(true)}>
            {t('forwarding.replace')}
          </Button>
        </Stack>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <ForwardToInboxOutlinedIcon color="primary" />
        <Typography id={headingId} variant="h6" component="h2">
          {t('forwarding.title')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('forwarding.lead')}
      </Typography>
      {body}
    </Card>
  );
}
