import type { Me } from '@here-and-there/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useRedirectTarget } from '../../app/routing/redirect-param.ts';
import { routes } from '../../app/routing/route-paths.ts';
import { clearMemberData } from '../../app/session/session-actions.ts';
import { sessionToken } from '../../shared/api/session-token.store.ts';
import { takeUpRememberedInvitation } from '../invitations/invitation-link.ts';
import { authKeys, meQueryOptions, rememberOnboarded } from './auth.queries.ts';

interface CompleteSignInOptions {
  /** The profile when the sign-in answer already carries it, saving a request. */
  member?: Me;
  /** Where to go instead of `?redirect=` or home. */
  to?: string;
}

/**
 * The one ending of every way in (email, phone, social, signup, impersonation): keep the token,
 * load the profile, then go where the member was heading. The guards take it from there.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirect = useRedirectTarget();

  return useCallback(
    async (token: string, { member, to }: CompleteSignInOptions = {}) => {
      clearMemberData(queryClient);
      if (member) queryClient.setQueryData(authKeys.me(), rememberOnboarded(member));
      sessionToken.set(token);
      let me: Me;
      try {
        me = member ?? (await queryClient.fetchQuery(meQueryOptions));
      } catch (error) {
        sessionToken.clear();
        throw error;
      }
      // Downloaded after the sign-in: the screens of the way in carry none of the lists' code.
      void import('../../app/session/prefetch-after-sign-in.ts').then(({ prefetchAfterSignIn }) =>
        prefetchAfterSignIn(queryClient, me),
      );
      // Back from a social sign-up that began at an invitation: the new member joins the inviter.
      await takeUpRememberedInvitation();
      await navigate(to ?? redirect ?? routes.home, { replace: true });
    },
    [queryClient, navigate, redirect],
  );
}
