import { Alert, Button, Container } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** "Something went wrong!" with a way to ask again, for a profile that could not be loaded. */
export default function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.tryAgain')}
          </Button>
        }
      >
        {t('errors.somethingWentWrong')}
      </Alert>
    </Container>
  );
}
