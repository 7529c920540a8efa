import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Snackbars in the app's words; failures that have nothing more specific to say are generic (SPEC §8). */
export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
      info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
      error: (message?: string) => enqueueSnackbar(message ?? t('errors.somethingWentWrong'), { variant: 'error' }),
    }),
    [enqueueSnackbar, t],
  );
}
