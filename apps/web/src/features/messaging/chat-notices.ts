import { ApiError } from '../../shared/api/api-error.ts';
import { translateMessage } from '../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';

/** Why the server refused a chat action (SPEC §8 snackbar), in the member's language. */
export function useChatFailure() {
  const notify = useNotify();
  const { t } = useTranslation();
  return (error: unknown) => notify.error(error instanceof ApiError ? translateMessage(t, error.message) : undefined);
}
