/** The Badging API's half of `navigator`, which browsers without it lack. */
export interface Badging {
  setAppBadge?: (count: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * The count on the icon of the installed web app, through the Badging API where the browser has
 * it (Chromium, Safari); elsewhere nothing happens.
 */
export async function showWebAppBadge(badging: Badging, count: number) {
  if (!badging.setAppBadge || !badging.clearAppBadge) return;
  try {
    await (count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge());
  } catch {
    // Safari refuses a badge until the member allows notifications, and a browser may refuse one to
    // a page not installed as an app; neither is the member's to act on here.
  }
}
