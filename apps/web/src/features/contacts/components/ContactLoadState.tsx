import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { hasStatus } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

interface ContactQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A contact dialog before its contact arrives: loading, not found (another member's, or deleted), or failed. */
export function ContactLoadState({ query, contactId }: { query: ContactQuery; contactId: string | null }) {
  const { t } = useTranslation('contacts');
  const { t: tCommon } = useTranslation();
  if (!contactId || hasStatus(query.error, 404)) return <Alert severity="info">{t('view.notFound')}</Alert>;
  if (!query.isError) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <CircularProgress aria-label={t('view.loading')} />
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          {tCommon('actions.tryAgain')}
        </Button>
      }
    >
      {t('view.failed')}
    </Alert>
  );
}
