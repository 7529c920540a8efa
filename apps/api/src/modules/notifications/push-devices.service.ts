import type { AddPushDeviceRequest, RemovePushDeviceRequest } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { deleteMembersPushDevice, upsertPushDevice } from './push-devices.repository.ts';

/**
 * `POST /notifications/add-push-device/`: the device receives the member's pushes from now on,
 * beside their others; a device another member registered before is theirs no more.
 */
export async function addPushDevice(context: AppContext, memberId: string, request: AddPushDeviceRequest) {
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
