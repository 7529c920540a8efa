import type { CreateUserInvitationRequest, UserInvitation } from '@here-and-there/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';
import { isInvitationToken } from './invitation-link.ts';

export const invitationKeys = {
  all: ['invitations'] as const,
  detail: (token: string) => [...invitationKeys.all, 'detail', token] as const,
};

/** SPEC §7: anyone holding the link may read the invitation, signed in or not. */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: invitationKeys.detail(token),
    queryFn: ({ signal }) => api.get<UserInvitation>(`/user-invitations/${token}/`, { signal, authenticated: false }),
    enabled: isInvitationToken(token),
  });

/** Sends someone an email with a link to join, connected with the member who invites them. */
export const useInviteByEmail = () =>
  useMutation({
    mutationFn: (request: CreateUserInvitationRequest) => api.post<UserInvitation>('/user-invitations/', request),
  });
