/**
 * What the app needs from the device. The web build and the tests use the web implementation;
 * the native shell (Capacitor) provides its own behind the same interface.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
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
}
