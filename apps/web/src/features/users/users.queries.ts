import type { Me, User } from '@here-and-there/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { routes } from '../../app/routing/route-paths.ts';
import { endSession } from '../../app/session/session-actions.ts';
import { api } from '../../shared/api/api-client.ts';
import { authKeys } from '../auth/auth.queries.ts';
import { isMemberId } from './profile-link.ts';
import { userQueryOptions } from './user-keys.ts';

export { useSaveSettings } from './settings.queries.ts';
// The keys and the settings hook live apart, so screens that need only them leave the rest here.
export { userKeys, userQueryOptions } from './user-keys.ts';

/** `placeholder`: what is already known (one's own profile), shown while the answer travels. */
export const useUser = (userId: string, placeholder?: User) =>
  useQuery({ ...userQueryOptions(userId), enabled: isMemberId(userId), placeholderData: placeholder });

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
