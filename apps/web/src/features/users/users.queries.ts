import type { Me } from '@here-and-there/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';
import { authKeys } from '../auth/auth.queries.ts';

export const userKeys = {
  all: ['users'] as const,
  detail: (userId: string) => [...userKeys.all, 'detail', userId] as const,
};

/** SPEC §4 "Become Pro": the member turns pro and goes through onboarding again for the pro features. */
export const useBecomePro = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.put<Me>(`/users/${userId}/`, { user_type: 'pro', onboarded: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
};
