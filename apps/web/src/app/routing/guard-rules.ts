import type { Me } from '@here-and-there/contracts';
import { withRedirect } from './redirect-param.ts';
import { isOnboardingOrCommunityPath, isPublicPath, routes } from './route-paths.ts';

interface GuardInput {
  pathname: string;
  search: string;
  member: Me | null;
  hasOnboardedBefore: boolean;
  /** The session on this page just ended by signing out: SPEC §4 sends that member to login. */
  hasSignedOut?: boolean;
}

/** Where a logged-out visitor is sent, remembering where they were going. */
export function signedOutEntry({
  pathname,
  search,
  hasOnboardedBefore,
  hasSignedOut,
}: Omit<GuardInput, 'member'>): string {
  if (hasSignedOut) return routes.login;
  const entry = hasOnboardedBefore ? routes.login : routes.welcome(1);
  return pathname === routes.home && !search ? entry : withRedirect(entry, `${pathname}${search}`);
}

/**
 * Where a path no screen answers leads (SPEC §2): members to the users map, visitors to the way in.
 * `null` while the session is not known yet: deciding then would send a member to login.
 */
export function unknownPathRedirect(input: GuardInput & { isSessionKnown: boolean }): string | null {
  if (!input.isSessionKnown) return null;
  return input.member ? routes.usersMap : signedOutEntry(input);
}

/** SPEC §2 routing rules and §4 guards; `null` lets the requested screen render. */
export function resolveGuardRedirect(input: GuardInput): string | null {
  const { pathname, member } = input;
  if (isPublicPath(pathname)) return null;
  if (!member) return signedOutEntry(input);
  if (member.onboarded && !member.phone_verified) {
    return pathname === routes.phoneVerification ? null : routes.phoneVerification;
  }
  if ((!member.onboarded || !member.base_location) && !isOnboardingOrCommunityPath(pathname)) {
    // A subscriber's setup is the short one: only the home city.
    return member.user_type === 'subscriber' ? routes.subscriberOnboarding(1) : routes.onboarding(1);
  }
  if (pathname === routes.phoneVerification) return routes.home;
  return null;
}
