import type { ForwardingAddressResponse, Integrations } from '@here-and-there/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';

export const integrationKeys = {
  all: ['integrations'] as const,
  of: (userId: string) => [...integrationKeys.all, userId] as const,
};

/** `GET /users/{id}/integrations/`: the member's connected accounts and forwarding address. */
export const useIntegrations = (userId: string | undefined) =>
  useQuery({
    queryKey: integrationKeys.of(userId ?? ''),
    queryFn: ({ signal }) => api.get<Integrations>(`/users/${userId}/integrations/`, { signal }),
    enabled: !!userId,
  });

/** `POST /integrations/forwarding-address/`: a new address; the old one reaches nobody now. */
export function useReplaceForwardingAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ForwardingAddressResponse>('/integrations/forwarding-address/'),
    onSuccess: ({ forwarding_address }) =>
      queryClient.setQueryData<Integrations>(integrationKeys.of(userId), (integrations) =>
        integrations ? { ...integrations, forwarding_address } : integrations,
      ),
  });
}
