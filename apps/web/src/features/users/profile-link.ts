import { routes } from '../../app/routing/route-paths.ts';

/**
 * The link a profile's QR code carries. SPEC §9: QR links carry a base64 timestamp, so a shared
 * code can later be told apart from, and outlived by, a fresh one.
 */
export const profileQrLink = (memberId: string, origin: string, now = new Date()) =>
  qrLink(routes.user(memberId), origin, now);

/** Any page's link as a QR code carries it (a profile, a community): the page's path and the base64 timestamp. */
export function qrLink(path: string, origin: string, now = new Date()): string {
  const url = new URL(path, origin);
  url.searchParams.set('t', btoa(String(now.getTime())));
  return url.toString();
}

const memberIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Member ids are UUIDs; anything else in a profile link cannot name a member. */
export const isMemberId = (value: string | null | undefined): value is string => !!value && memberIdPattern.test(value);

/** The query of the subscriber sign-up that a visitor reaches from a member's public profile. */
export const subscribeParam = 'subscribe_to';
export const subscribeNameParam = 'name';

/** "Tell me when {name} is in my town": sign-up as a subscriber of this member, greeting them by first name. */
export function subscriberSignupLink(member: { id: string; first_name: string }): string {
  const query = new URLSearchParams({ [subscribeParam]: member.id, [subscribeNameParam]: member.first_name });
  return `${routes.subscriberSignup}?${query}`;
}

/** The member a subscriber sign-up follows, when the link names one properly. */
export function readSubscribeTo(searchParams: URLSearchParams): string | undefined {
  const memberId = searchParams.get(subscribeParam)?.trim();
  return isMemberId(memberId) ? memberId : undefined;
}
