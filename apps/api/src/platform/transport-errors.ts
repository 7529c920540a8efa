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
