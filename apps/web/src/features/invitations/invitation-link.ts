import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { routes } from '../../app/routing/route-paths.ts';
import { api } from '../../shared/api/api-client.ts';
import { localSettings } from '../../shared/storage/local-settings.ts';
import { isMemberId } from '../users/profile-link.ts';

/** The query parameter that carries an invitation from `/invitation/{token}` through sign-up. */
export const invitationParam = 'invitation';

/** Invitation tokens are UUIDs; anything else in a link cannot name one. */
export const isInvitationToken = isMemberId;

export const invitationSignupLink = (token: string) => `${routes.signup}?${invitationParam}=${token}`;

export function readInvitation(searchParams: URLSearchParams): string | undefined {
  const token = searchParams.get(invitationParam)?.trim();
  return isInvitationToken(token) ? token : undefined;
}

export function withInvitation(to: string, invitation: string | undefined): string {
  if (!invitation) return to;
  const url = new URL(to, 'http://here-and-there.invalid');
  url.searchParams.set(invitationParam, invitation);
  return `${url.pathname}${url.search}`;
}

/** Keeps `?invitation=` on links between the sign-in screens, so the invitation is not lost on the way. */
export function useCarryInvitation() {
  const [searchParams] = useSearchParams();
  const invitation = readInvitation(searchParams);
  return useCallback((to: string) => withInvitation(to, invitation), [invitation]);
}

/** Signing up with Google leaves the app for the provider: the invitation waits on the device meanwhile. */
export const rememberInvitation = (token: string) => localSettings.set('invitation', token);

/**
 * Once a social sign-in has completed, the invitation the member came with connects them with the
 * inviter (`POST /signup-with-sso/`). It is taken up once and forgotten whatever the answer: a used
 * or withdrawn invitation must not stand in the way of signing in.
 */
export async function takeUpRememberedInvitation() {
  const token = localSettings.get('invitation');
  if (!token) return;
  localSettings.remove('invitation');
  if (!isInvitationToken(token)) return;
  await api.post<unknown>('/signup-with-sso/', { user_invitation_id: token }).catch(() => undefined);
}
