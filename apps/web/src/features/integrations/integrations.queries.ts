import type { IntegrationConnection, Integrations } from '@here-and-there/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../app/routing/route-paths.ts';
import { api, identityRequest } from '../../shared/api/api-client.ts';

export const integrationKeys = {
  all: ['integrations'] as const,
  of: (memberId: string) => [...integrationKeys.all, memberId] as const,
};

/** `GET /users/{id}/integrations/`: the member's connected accounts and forwarding address. */
export const useIntegrations = (memberId: string | undefined) =>
  useQuery({
    queryKey: integrationKeys.of(memberId ?? ''),
    queryFn: ({ signal }) => api.get<Integrations>(`/users/${memberId}/integrations/`, { signal }),
    enabled: !!memberId,
  });

/** The identity server's provider behind each connection (Outlook is a Microsoft account). */
const providerOf: Record<IntegrationConnection, string> = { google: 'google', outlook: 'microsoft' };

/**
 * Connecting is linking the provider's account to the member's identity: the identity server
 * answers with the provider's consent screen, which sends the browser back to
 * `/integrations/{connection}/success` (or to `/integrations?error=` when it did not work). The
 * member's address is offered as the account to pick first; they may choose another.
 */
export const useConnectIntegration = () =>
  useMutation({
    mutationFn: async ({ connection, email }: { connection: IntegrationConnection; email: string | null }) => {
      const { data } = await identityRequest<{ url: string }>('/link-social', {
        method: 'POST',
        authenticated: true,
        body: {
          provider: providerOf[connection],
          callbackURL: routes.integrationConnected(connection),
          errorCallbackURL: `${routes.integrations}?connection=${connection}`,
          ...(email ? { loginHint: email } : {}),
        },
      });
      window.location.assign(data.url);
    },
  });

export const useDisconnectIntegration = (memberId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connection: IntegrationConnection) => api.delete<void>(`/integrations/${connection}/`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.of(memberId) }),
  });
};
