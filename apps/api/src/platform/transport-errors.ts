/**
 * A transport's refusal that sending again will not change: the mail server refused the recipient,
 * the SMS provider called the number invalid. Delivery records it and stops; any other error (a
 * server down, a provider's 5xx, a timeout) is taken as passing and the send is tried again later.
 */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}

export const isPermanentDeliveryError = (error: unknown): error is PermanentDeliveryError =>
  error instanceof PermanentDeliveryError;

/**
 * The push service no longer knows the device: a browser unsubscribed or its subscription expired
 * (404, 410), a phone's token was unregistered or is not one (FCM's `UNREGISTERED`, APNs'
 * `Unregistered`, `BadDeviceToken`). Its device is deleted.
 */
export class PushDeviceGoneError extends PermanentDeliveryError {}

/**
 * Whether a push service's (or provider's) HTTP status is a failure that may pass: 5xx (down),
 * 429 (throttled), 408 (too slow), and 401/403, our credentials, which are ours to fix while the
 * push waits. Any other 4xx is a request it will never accept.
 */
export const isPassingFailure = (status: number) =>
  status < 400 || status >= 500 || [401, 403, 408, 429].includes(status);
