import type { UnsubscribeScope } from '@here-and-there/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';

/** What an email's unsubscribe link stops: read without a session, the token being the link's. */
export const useUnsubscribeScope = (token: string) =>
  useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) =>
      api.get<UnsubscribeScope>(`/notifications/unsubscribe/?token=${encodeURIComponent(token)}`, {
        signal,
        authenticated: false,
      }),
    enabled: token !== '',
    retry: false,
  });

/** Stops what the link names; the same token works any number of times. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<UnsubscribeScope>('/notifications/unsubscribe/', { token }, { authenticated: false }),
  });
