import type { PushDeviceType } from '@here-and-there/contracts';

/**
 * What the app needs from the device. The web build and the tests use the web implementation;
 * the native shell (Capacitor) provides its own behind the same interface.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * A contact as an address book holds it (a phone, a browser's contact picker, a vCard or CSV
 * file), before the app's import rules apply.
 */
export interface ContactCard {
  /** Its id in the book it came from, where that book keeps stable ids: a later import updates it. */
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The whole name, for books that keep it in one piece. */
  fullName: string | null;
  /** `isMobile` is null where the book does not say what kind of number it is. */
  phones: { number: string; isMobile: boolean | null }[];
  emails: string[];
  note: string | null;
  /** The parts of the first postal address, in reading order ("Main St 1", "10115 Berlin", "Germany"). */
  address: string[];
}

export type ContactsPermission = 'granted' | 'denied' | 'prompt';

/** Where contacts come from on this device. */
export interface ContactsSource {
  /**
   * `device`: the phone's whole address book, once the member allows it (native app).
   * `picker`: the browser's own contact picker, where the member chooses each time.
   */
  readonly kind: 'device' | 'picker';
  permission(): Promise<ContactsPermission>;
  requestPermission(): Promise<ContactsPermission>;
  /** The app's page in the phone's settings, where a refused permission can be given after all. */
  openSettings(): Promise<void>;
  /** Every contact of the address book, or those the member picked (none when they cancel). */
  read(): Promise<ContactCard[]>;
}

/** This device as the server registers it for pushes (SPEC §7 add-push-device). */
export interface PushDevice {
  type: PushDeviceType;
  /** For a browser, the JSON of its push subscription; in the native app, the token FCM or APNs gave it. */
  token: string;
}

/**
 * Whether the member lets this device show the app's notifications: `prompt` until they answer,
 * `unsupported` where the device has no push at all.
 */
export type PushPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';

/** Why this device was not subscribed: the member or the browser said no, it has no push, or its push service failed. */
export type PushRefusal = 'refused' | 'unsupported' | 'failed';

/** How this device receives pushes. */
export interface PushSubscriber {
  /**
   * Asks the member for permission when they have not answered yet, so it is called only on their
   * action, then subscribes this device to the server's pushes (signed with `serverKey`, VAPID's
   * public key in base64url).
   */
  subscribe(serverKey: string): Promise<PushDevice | PushRefusal>;
  /**
   * Subscribes again without asking, where the member allowed pushes already: the push service may
   * have changed the subscription since. Null where they have not allowed them.
   */
  resubscribe(serverKey: string): Promise<PushDevice | null>;
  /** This device's subscription as it is, changing nothing; null where it has none. */
  current(): Promise<PushDevice | null>;
  /** This device stops receiving pushes. */
  unsubscribe(): Promise<void>;
}

export interface Platform {
  readonly kind: 'web' | 'native';
  /** Synchronous so the first render can read the token, theme and language without a flash. */
  readonly storage: KeyValueStorage;
  /** Registers the hardware back button handler; returns an unsubscribe function. */
  onBackButton(handler: () => void): () => void;
  /** Tries to hand over to the installed native app through its URL scheme. */
  openApp(url: string): void;
  /** Android/iPhone browser that could be running our native app instead. */
  isMobileBrowser(): boolean;
  /** The device's contacts, downloaded on first use; null where neither an address book nor a picker exists. */
  contacts(): Promise<ContactsSource | null>;
  /**
   * Puts the member's unread notifications count on the app's icon (SPEC §7), none at 0. Settles
   * quietly where the device shows no badge: the count is in the app anyway.
   */
  showAppBadge(count: number): Promise<void>;
  /** Answered without downloading anything, so a screen can decide whether to load `pushSubscriber`. */
  pushPermission(): PushPermission;
  /** Subscribes this device to pushes; downloaded on first use. */
  pushSubscriber(): Promise<PushSubscriber>;
}
