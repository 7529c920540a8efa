import type { ForwardingAddressResponse, Integrations } from '@here-and-there/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';
import { integrationKeys } from './integrations.queries.ts';

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
