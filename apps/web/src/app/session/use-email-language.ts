import type { Me } from '@here-and-there/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { meQueryOptions, useMe } from '../../features/auth/auth.queries.ts';
import { api } from '../../shared/api/api-client.ts';
import { i18n } from '../../shared/i18n/i18n.ts';

const currentLanguage = () => i18n.language;

/**
 * The server writes a member's emails and texts in the language of their app (kept on this
 * device, SPEC "Language, theme and navigation state are stored locally"): once after sign-in
 * when the two differ, and whenever the member switches the app's language, the app tells it.
 * Quietly: a failure is tried again at the next visit or switch, never shown. Called once, by the shell.
 */
export function useEmailLanguage() {
  const me = useMe();
  const language = useSyncExternalStore(i18n.subscribe, currentLanguage, currentLanguage);
  const queryClient = useQueryClient();
  const memberId = me?.id;
  const serverLanguage = me?.notification_preferences.language;
  // One attempt per member and language, so a refusal never loops.
  const toldFor = useRef<string | null>(null);
  useEffect(() => {
    if (!memberId || !serverLanguage || serverLanguage === language) return;
    const told = `${memberId}:${language}`;
    if (toldFor.current === told) return;
    toldFor.current = told;
    api
      .put<Me>(`/users/${memberId}/`, { notification_preferences: { language } })
      .then((updated) => queryClient.setQueryData(meQueryOptions.queryKey, updated))
      .catch(() => undefined);
  }, [memberId, serverLanguage, language, queryClient]);
}
