import type { Me, SignupRequest, SignupResponse } from '@here-and-there/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api, identityRequest } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { sessionToken } from '../../shared/api/session-token.store.ts';
import { localSettings } from '../../shared/storage/local-settings.ts';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** Remembering that this device has seen an onboarded member decides where logged-out visitors land. */
export const rememberOnboarded = (me: Me) => {
  if (me.onboarded) localSettings.set('onboarded', 'true');
  return me;
};

export const meQueryOptions = queryOptions({
  queryKey: authKeys.me(),
  queryFn: ({ signal }) => api.get<Me>('/users/me', { signal }).then(rememberOnboarded),
});

export const useSessionToken = () => useSyncExternalStore(sessionToken.subscribe, sessionToken.get, sessionToken.get);

export type Session =
  | { status: 'signedOut' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'signedIn'; me: Me };

/** Logged in once a token exists and the member's profile has loaded (SPEC §4). */
export function useSession(): Session {
  const token = useSessionToken();
  const me = useQuery({ ...meQueryOptions, enabled: !!token });
  if (!token) return { status: 'signedOut' };
  if (me.data) return { status: 'signedIn', me: me.data };
  if (me.isError) return { status: 'failed', retry: () => void me.refetch() };
  return { status: 'loading' };
}

export const useMe = () => {
  const session = useSession();
  return session.status === 'signedIn' ? session.me : null;
};

/** The bearer plugin hands the session token back in this header. */
export const readAuthToken = (headers: Headers) => {
  const token = headers.get('set-auth-token');
  if (!token) throw new ApiError(500, 'auth.token_missing', 'Missing session token');
  return token;
};

export interface EmailCredentials {
  email: string;
  password: string;
}

export const useEmailSignIn = () =>
  useMutation({
    mutationFn: async (credentials: EmailCredentials) => {
      const { headers } = await identityRequest('/sign-in/email', { method: 'POST', body: credentials });
      return readAuthToken(headers);
    },
  });

export const useSignup = () =>
  useMutation({
    mutationFn: (request: SignupRequest) => api.post<SignupResponse>('/signup/', request, { authenticated: false }),
  });

export type SocialProvider = 'google' | 'facebook' | 'apple' | 'microsoft' | 'twitter';

interface SocialSignInRequest {
  provider: SocialProvider;
  callbackURL: string;
  errorCallbackURL: string;
}

/**
 * Better Auth registers Google (through its generic OAuth plugin) as a social provider like the
 * built-in ones, so every provider starts at the same endpoint and answers with the provider's URL.
 */
export const useSocialSignIn = () =>
  useMutation({
    mutationFn: async (request: SocialSignInRequest) => {
      const { data } = await identityRequest<{ url: string }>('/sign-in/social', { method: 'POST', body: request });
      return data.url;
    },
  });

/** After the provider sends the browser back, the identity server's cookie session yields the bearer token. */
export const fetchSsoToken = async () => {
  const { data } = await identityRequest<{ session: { token: string } } | null>('/get-session', {
    credentials: 'include',
  });
  if (!data?.session?.token) throw new ApiError(401, 'auth.no_session', 'No session');
  return data.session.token;
};

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) =>
      identityRequest('/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: '/auth/reset-password-confirm' },
      }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (request: { newPassword: string; token: string }) =>
      identityRequest('/reset-password', { method: 'POST', body: request }),
  });

export const useSendPhoneCode = () =>
  useMutation({
    mutationFn: (phoneNumber: string) =>
      identityRequest('/phone-number/send-otp', { method: 'POST', body: { phoneNumber } }),
  });

export const useVerifyPhoneCode = () =>
  useMutation({
    mutationFn: async (request: { phoneNumber: string; code: string }) => {
      const { headers } = await identityRequest('/phone-number/verify', { method: 'POST', body: request });
      return readAuthToken(headers);
    },
  });

export const useImpersonate = () =>
  useMutation({
    mutationFn: (token: string) => api.post<SignupResponse>('/impersonate/', { token }, { authenticated: false }),
  });

/** Ends the session on the identity server; the bearer token identifies which one. */
export const signOutRequest = () => identityRequest('/sign-out', { method: 'POST', body: {}, authenticated: true });
