import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const redirectParam = 'redirect';

/** Only same-site paths: a crafted link must not send a member to another site after signing in. */
export const safeRedirect = (value: string | null): string | null =>
  value?.startsWith('/') && !value.startsWith('//') ? value : null;

export function withRedirect(to: string, redirect: string | null): string {
  const target = safeRedirect(redirect);
  if (!target) return to;
  const url = new URL(to, 'http://here-and-there.invalid');
  url.searchParams.set(redirectParam, target);
  return `${url.pathname}${url.search}`;
}

export const useRedirectTarget = () => {
  const [searchParams] = useSearchParams();
  return safeRedirect(searchParams.get(redirectParam));
};

/** Keeps `?redirect=` on links between screens so the member still lands where they meant to go. */
export function useCarryRedirect() {
  const redirect = useRedirectTarget();
  return useCallback((to: string) => withRedirect(to, redirect), [redirect]);
}
