import type { AddPushDeviceRequest, RemovePushDeviceRequest } from '@here-and-there/contracts';
import { type PushDevice, type PushRefusal, platform } from '../../platform/index.ts';
import { api } from '../../shared/api/api-client.ts';

const registerDevice = (device: PushDevice) =>
  api.post<void>('/notifications/add-push-device/', {
    device_token: device.token,
    device_type: device.type,
  } satisfies AddPushDeviceRequest);

/**
 * The member turned pushes on: this device asks them for permission, subscribes and is registered
 * with the server. Says why not where it cannot receive pushes.
 */
export async function turnOnPushHere(serverKey: string): Promise<'registered' | PushRefusal> {
  const subscriber = await platform.pushSubscriber();
  const device = await subscriber.subscribe(serverKey);
  if (typeof device === 'string') return device;
  try {
    await registerDevice(device);
    return 'registered';
  } catch {
    return 'failed';
  }
}

/**
 * A member who allowed pushes opens the app: the push service may have replaced the subscription
 * since their last visit, so it is asked for again and registered again, without a prompt.
 */
export async function refreshPushHere(serverKey: string) {
  const device = await (await platform.pushSubscriber()).resubscribe(serverKey);
  if (device) await registerDevice(device);
}

/**
 * At sign-out, while the session still stands: the server forgets this device, so the next person
 * on it gets none of the member's notifications, and the browser drops the subscription.
 */
export async function forgetPushHere() {
  const subscriber = await platform.pushSubscriber();
  const device = await subscriber.current();
  if (!device) return;
  await api
    .post<void>('/notifications/remove-push-device/', { device_token: device.token } satisfies RemovePushDeviceRequest)
    .catch(() => undefined);
  await subscriber.unsubscribe();
}
