/** What a push shows, and the app's route a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  route: string;
  /**
   * Pushes with one tag replace each other on the device rather than pile up (a web notification's
   * `tag`, an APNs collapse id, an FCM tag and collapse key): a notification pushed again, or a
   * conversation's burst of messages.
   */
  tag?: string;
}

/** How a phone platform's push service is reached: FCM for Android, APNs for iOS. */
export interface PhonePushTransport {
  /**
   * Pushes one message to the app on a device by the token its platform gave it; rejects with a
   * `PushDeviceGoneError` when the service calls the token invalid, a `PermanentDeliveryError`
   * when it refuses the request for good, and any other error when it may work later.
   */
  send(token: string, message: PushMessage): Promise<void>;
  /** Closes the connections it keeps. */
  close(): Promise<void>;
}

/** How long a push waits for the push service's answer. */
export const pushTimeoutMs = 30_000;
/** How long a push service keeps a push for a device that is offline: a day, then it is stale. */
export const timeToLiveSeconds = 24 * 60 * 60;

/** The app's clock as pushes read it (expiries, token lifetimes), so tests can move it; context.ts builds on this layer. */
export interface PushClock {
  now(): Date;
}

export const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);
