import { describe, expect, it } from 'vitest';
import { type Badging, showWebAppBadge } from './app-badge.ts';

/** A browser's Badging API that records what the icon shows, and may refuse like Safari without permission. */
function fakeBadging({ refuses = false } = {}) {
  const shown: (number | null)[] = [];
  const answer = () =>
    refuses ? Promise.reject(new DOMException('Not allowed', 'NotAllowedError')) : Promise.resolve();
  const badging: Badging = {
    setAppBadge: (count) => {
      shown.push(count);
      return answer();
    },
    clearAppBadge: () => {
      shown.push(null);
      return answer();
    },
  };
  return { badging, shown };
}

describe('the app badge in a browser', () => {
  it('shows the unread count on the icon and clears it when nothing is unread', async () => {
    const { badging, shown } = fakeBadging();
    await showWebAppBadge(badging, 3);
    await showWebAppBadge(badging, 0);
    expect(shown).toEqual([3, null]);
  });

  it('does nothing in a browser without the Badging API', async () => {
    await expect(showWebAppBadge({}, 2)).resolves.toBeUndefined();
  });

  it('settles quietly when the browser refuses a badge', async () => {
    const { badging, shown } = fakeBadging({ refuses: true });
    await expect(showWebAppBadge(badging, 5)).resolves.toBeUndefined();
    expect(shown).toEqual([5]);
  });
});
