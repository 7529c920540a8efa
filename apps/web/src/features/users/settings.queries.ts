import type { Me } from '@here-and-there/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';
import { authKeys } from '../auth/auth.queries.ts';
import { applySettingsChange, revertSettingsChange, type SettingsChange } from './account-settings.ts';
import { userKeys } from './user-keys.ts';

/**
 * Saves privacy levels and notification channels as they are changed. The new setting shows at
 * once; a failure puts back just what it touched.
 */
export const useSaveSettings = (memberId: string, report: { onSaved: () => void; onFailed: () => void }) => {
  const queryClient = useQueryClient();
  const mutationKey = userKeys.settingsChange();
  return useMutation({
    mutationKey,
    mutationFn: (change: SettingsChange) => api.put<Me>(`/users/${memberId}/`, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: authKeys.me() });
      const before = queryClient.getQueryData<Me>(authKeys.me());
      queryClient.setQueryData<Me>(authKeys.me(), (me) => me && applySettingsChange(me, change));
      return { before };
    },
    onError: (_error, change, context) => {
      const before = context?.before;
      if (before) queryClient.setQueryData<Me>(authKeys.me(), (me) => me && revertSettingsChange(me, change, before));
      report.onFailed();
    },
    onSuccess: (saved) => {
      // An earlier answer must not overwrite a change still on its way; the last one carries them all.
      if (queryClient.isMutating({ mutationKey }) === 1) queryClient.setQueryData(authKeys.me(), saved);
      report.onSaved();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.detail(memberId) }),
  });
};
