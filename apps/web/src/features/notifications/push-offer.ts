import type { Me, TripsPage } from '@here-and-there/contracts';
import { platform } from '../../platform/index.ts';
import { api, pathWithQuery } from '../../shared/api/api-client.ts';
import { localSettings } from '../../shared/storage/local-settings.ts';

/**
 * Whether this device still may offer pushes: the member wants them, the browser can show them
 * and was never asked, and the offer was not answered here before.
 */
export const canOfferPushHere = (me: Me) =>
  me.notification_preferences.push &&
  platform.pushPermission() === 'prompt' &&
  localSettings.get('pushOfferAnswered') === null;

/**
 * After a trip was saved: whether it is the member's first one ever and this device may offer
 * pushes. The trips are counted only when the offer could be made, so most saves ask nothing more.
 */
export async function isPushOfferDue(me: Me) {
  if (!canOfferPushHere(me)) return false;
  const everTrips = { user: me.id, date_gte: new Date(0).toISOString(), limit: 1 };
  const { count } = await api.get<TripsPage>(pathWithQuery('/trips/', everTrips));
  return count === 1;
}

/** "Turn on" or "Not now": either way this device does not offer again. */
export const answerPushOffer = () => localSettings.set('pushOfferAnswered', 'true');
