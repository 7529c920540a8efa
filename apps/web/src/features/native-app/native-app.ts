import type { PublicConfig } from '@here-and-there/contracts';
import { timings } from '@here-and-there/contracts';
import { platform } from '../../platform/index.ts';

const isAppleDevice = () => /iPhone|iPad|iPod/i.test(navigator.userAgent);

export const storeUrlFor = (config: PublicConfig) => (isAppleDevice() ? config.app_store_url : config.play_store_url);

/** The same path inside the app, e.g. `hereandthere://users/map`. */
export const appUrlFor = (scheme: string, path: string) =>
  `${scheme.replace(/:\/*$/, '')}://${path.replace(/^\//, '')}`;

/**
 * Hands over to the app; if the page is still in front after the timeout the app is not
 * installed, so the member goes to the store instead.
 */
export function openAppOrStore(config: PublicConfig, path: string) {
  const fallback = window.setTimeout(() => {
    if (document.visibilityState === 'visible') window.location.href = storeUrlFor(config);
  }, timings.nativePromptTimeoutMs);
  const cancelWhenHidden = () => {
    if (document.visibilityState === 'hidden') window.clearTimeout(fallback);
  };
  document.addEventListener('visibilitychange', cancelWhenHidden, { once: true });
  platform.openApp(appUrlFor(config.app_scheme, path));
}
