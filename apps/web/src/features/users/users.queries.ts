import type { Me, User } from '@here-and-there/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { routes } from '../../app/routing/route-paths.ts';
import { endSession } from '../../app/session/session-actions.ts';
import { api } from '../../shared/api/api-client.ts';
import { authKeys } from '../auth/auth.queries.ts';
import { applySettingsChange, revertSettingsChange, type SettingsChange } from './account-settings.ts';
import { isMemberId } from './profile-link.ts';

export const userKeys = {
  all: ['users'] as const,
  detail: (userId: string) => [...userKeys.all, 'detail', userId] as const,
  settingsChange: () => [...userKeys.all, 'settings-change'] as const,
};

/**
 * A member as the viewer may see them; visitors get only what the member made public. The cache
 * is emptied whenever someone signs in or out, so one viewer's answer never shows to another.
 */
export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => api.get<User>(`/users/${userId}/`, { signal }),
  });

/** `placeholder`: what is already known (one's own profile), shown while the answer travels. */
export const useUser = (userId: string, placeholder?: User) =>
  useQuery({ ...userQueryOptions(userId), enabled: isMemberId(userId), placeholderData: placeholder });

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

/**
 * SPEC §4 "Become Pro": the member turns pro and goes through onboarding again for the pro
 * features; the guard would send them there too once the fresh profile arrives.
 */
export const useBecomePro = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (userId: string) => {
      const updated = await api.put<Me>(`/users/${userId}/`, { user_type: 'pro', onboarded: false });
      queryClient.setQueryData(authKeys.me(), updated);
      await queryClient.refetchQueries({ queryKey: authKeys.me(), exact: true });
      return updated;
    },
    onSuccess: () => navigate(routes.onboarding(1), { replace: true }),
  });
};

/** Deletes the account; the server has ended the session, so the app forgets it as signing out does. */
export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.delete<void>('/users/me'),
    onSuccess: async () => {
      endSession(queryClient);
      await navigate(routes.login, { replace: true });
    },
  });
};
