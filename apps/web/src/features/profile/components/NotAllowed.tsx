import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import { Button } from '@mui/material';
import { useNavigate } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';

/**
 * "You are not allowed to view this page.", with the way back: to the page the member came from,
 * or home when this page was the first they opened.
 */
export function NotAllowed() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // React Router numbers the entries of its history; the first page it opened is 0.
  const hasPrevious = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <EmptyState
      icon={<BlockOutlinedIcon />}
      title={t('errors.notAllowed')}
      action={
        <Button
          variant="contained"
          startIcon={<ArrowBackIcon />}
          onClick={() => void (hasPrevious ? navigate(-1) : navigate(routes.home))}
        >
          {t('actions.goBack')}
        </Button>
      }
    />
  );
}
