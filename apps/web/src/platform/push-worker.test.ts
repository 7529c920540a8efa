import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const origin = 'https://hereandthere.app';
const workerSource = readFileSync(path.join(import.meta.dirname, '..', '..', 'public', 'push-worker.js'), 'utf8');

type Listener = (event: unknown) => void;

interface FakeWindow {
  url: string;
  focused: boolean;
  navigatedTo: string | null;
  focus(): Promise<FakeWindow>;
  navigate(url: string): Promise<FakeWindow>;
}

const fakeWindow = (url: string): FakeWindow => ({
  url,
  focused: false,
  navigatedTo: null,
  async focus() {
    this.focused = true;
    return this;
  },
  async navigate(to) {
    this.navigatedTo = to;
    return this;
  },
});

/** Runs the service worker script against a stand-in for its global scope, as a browser would start it. */
function startWorker(openWindows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: {
    title: string;
    options: { body: string; icon: string; data: { route: string }; tag?: string; renotify?: boolean };
  }[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]['options']) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: async () => openWindows,
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  };
  const exports = new Function('self', `${workerSource}\nreturn { notificationUrl };`)(scope) as {
    notificationUrl: (route: unknown, origin: string) => string;
  };
  const dispatch = async (type: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (work: Promise<unknown>) => (pending = work) });
    await pending;
  };
  return { ...exports, dispatch, shown, opened };
}

const tappedNotification = (data: unknown) => ({ notification: { data, close: () => {} } });

describe('the address a tapped notification opens', () => {
  const { notificationUrl } = startWorker();

  it('is the route on the app’s origin', () => {
    expect(notificationUrl('/chats/7?tab=members', origin)).toBe(`${origin}/chats/7?tab=members`);
    expect(notificationUrl('/notifications', origin)).toBe(`${origin}/notifications`);
  });

  it('is the notifications page for a route that would leave the app or is not a path', () => {
    for (const route of [
      'https://elsewhere.example/phish',
      '//elsewhere.example/phish',
      '/\\elsewhere.example/phish',
      'javascript:alert(1)',
      'chats/7',
      '',
      undefined,
      42,
    ]) {
      expect(notificationUrl(route, origin)).toBe(`${origin}/notifications`);
    }
  });
});

describe('the push worker', () => {
  const push = (payload: unknown) => ({ data: { json: () => payload } });

  it('shows the pushed title and words with the app’s icon', async () => {
    const worker = startWorker();
    await worker.dispatch('push', push({ title: 'Ana', body: 'Lands in Lisbon on Friday', route: '/notifications' }));
    expect(worker.shown).toEqual([
      {
        title: 'Ana',
        options: { body: 'Lands in Lisbon on Friday', icon: '/favicon.svg', data: { route: '/notifications' } },
      },
    ]);
  });

  it('shows a tagged push under its tag, so it replaces the one before and alerts again', async () => {
    const worker = startWorker();
    await worker.dispatch(
      'push',
      push({ title: '3 new messages from Ana', body: '', route: '/inbox/view/7', tag: 'conversation:7' }),
    );
    expect(worker.shown[0]?.options).toMatchObject({ tag: 'conversation:7', renotify: true });
  });

  it('still shows something for a push it cannot read', async () => {
    const worker = startWorker();
    await worker.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('Unexpected token');
        },
      },
    });
    expect(worker.shown[0]?.title).toBe('Here & There');
  });

  it('moves an open window of the app to the tapped notification’s route', async () => {
    const other = fakeWindow('https://elsewhere.example/');
    const app = fakeWindow(`${origin}/trips`);
    const worker = startWorker([other, app]);
    await worker.dispatch('notificationclick', tappedNotification({ route: '/chats/7' }));
    expect(app).toMatchObject({ focused: true, navigatedTo: `${origin}/chats/7` });
    expect(other.focused).toBe(false);
    expect(worker.opened).toEqual([]);
  });

  it('moves the window to the route even when the browser will not bring it forward', async () => {
    const app = fakeWindow(`${origin}/trips`);
    app.focus = () => Promise.reject(new DOMException('Not allowed to focus a window.', 'InvalidAccessError'));
    const worker = startWorker([app]);
    await worker.dispatch('notificationclick', tappedNotification({ route: '/inbox/view/7' }));
    expect(app.navigatedTo).toBe(`${origin}/inbox/view/7`);
  });

  it('opens a new window when none of the app is open, never at another origin', async () => {
    const worker = startWorker();
    await worker.dispatch('notificationclick', tappedNotification({ route: 'https://elsewhere.example/' }));
    expect(worker.opened).toEqual([`${origin}/notifications`]);
  });
});
