import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import { Button } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';

/** SPEC §8 "Something went wrong!" for a list that could not be loaded, with a way to ask again. */
export function ListFailed({ description, onRetry }: { description: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      titleComponent="h2"
      icon={<ReportGmailerrorredIcon />}
      title={t('errors.somethingWentWrong')}
      description={description}
      action={
        <Button variant="contained" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      }
    />
  );
}
