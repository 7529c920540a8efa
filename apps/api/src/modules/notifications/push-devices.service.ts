import {
  type AddPushDeviceRequest,
  messages,
  parseWebPushSubscription,
  type RemovePushDeviceRequest,
} from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import { isKnownPushService } from '../../platform/push.ts';
import { deleteMembersPushDevice, upsertPushDevice } from './push-devices.repository.ts';

/** iOS gives the app its APNs device token in hexadecimal; APNs takes no other. */
const apnsDeviceToken = /^[0-9a-fA-F]+$/;

/**
 * `POST /notifications/add-push-device/`: the device receives the member's pushes from now on,
 * beside their others; a device another member registered before is theirs no more.
 */
export async function addPushDevice(context: AppContext, memberId: string, request: AddPushDeviceRequest) {
  const subscription = request.device_type === 'web' ? parseWebPushSubscription(request.device_token) : undefined;
  const isRefused =
    (subscription && !isKnownPushService(subscription.endpoint, context.config.webPush.services)) ||
    (request.device_type === 'ios' && !apnsDeviceToken.test(request.device_token));
  if (isRefused) throw fieldError({ device_token: [messages.fieldsIncorrect] });
  await upsertPushDevice(
    context.db,
    { memberId, deviceType: request.device_type, token: request.device_token },
    context.clock.now(),
  );
}

/**
 * `POST /notifications/remove-push-device/`: at sign-out, the device stops receiving the member's
 * pushes. Removing a device that is not (or no longer) the member's changes nothing, so signing
 * out never fails on it and never tells whose a token is.
 */
export async function removePushDevice(context: AppContext, memberId: string, request: RemovePushDeviceRequest) {
  await deleteMembersPushDevice(context.db, memberId, request.device_token);
}
