import { routes } from '../../app/routing/route-paths.ts';

/**
 * The link a profile's QR code carries. SPEC §9: QR links carry a base64 timestamp, so a shared
 * code can later be told apart from, and outlived by, a fresh one.
 */
export function profileQrLink(memberId: string, origin: string, now = new Date()): string {
  const url = new URL(routes.user(memberId), origin);
  url.searchParams.set('t', btoa(String(now.getTime())));
  return url.toString();
}
