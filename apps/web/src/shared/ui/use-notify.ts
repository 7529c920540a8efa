import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { snackbarQueue } from './snackbar-queue.ts';

/** Snackbars in the app's words; failures that have nothing more specific to say are generic (SPEC §8). */
export function useNotify() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      success: (message: string) => snackbarQueue.show({ message, variant: 'success' }),
      info: (message: string) => snackbarQueue.show({ message, variant: 'info' }),
      error: (message?: string) =>
        snackbarQueue.show({ message: message ?? t('errors.somethingWentWrong'), variant: 'error' }),
    }),
    [t],
  );
}
