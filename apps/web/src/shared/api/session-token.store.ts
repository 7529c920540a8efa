import { sessionCookie } from '@here-and-there/contracts';
import { localSettings } from '../storage/local-settings.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let token = localSettings.get('token');
let hasSignedOut = false;

/**
 * Hands the server sending the next page the session stored here (see `sessionCookie`). `lax`: a
 * link from another site (a notification email) opens the member's page drawn too.
 */
function markSignedIn(session: string | null) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  const lifetime = session ? 'max-age=31536000' : 'max-age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from some browsers the app supports.
  document.cookie = `${sessionCookie}=${encodeURIComponent(session ?? '')}; path=/; ${lifetime}; samesite=lax${secure}`;
}

/**
 * Whose page the server is drawing (server/render-page.tsx), which there replaces the device's
 * storage: the server draws many members' pages at once, so it is asked at each read.
 */
let readDrawnPageToken: (() => string | null) | undefined;
export const readTokenFrom = (read: () => string | null) => {
  readDrawnPageToken = read;
};

/** The bearer token, observable so the session re-evaluates the moment it changes. */
export const sessionToken = {
  get: () => (readDrawnPageToken ? readDrawnPageToken() : token),
  set(next: string) {
    token = next;
    hasSignedOut = false;
    localSettings.set('token', next);
    markSignedIn(next);
    for (const listener of listeners) listener();
  },
  /** `signedOut`: the member ended the session (or the server did), as opposed to a failed sign-in. */
  clear({ signedOut = false }: { signedOut?: boolean } = {}) {
    token = null;
    hasSignedOut = signedOut;
    localSettings.remove('token');
    markSignedIn(null);
    for (const listener of listeners) listener();
  },
  /** Sets the session cookie as the stored session says, at start: sessions stored before the cookie existed get it. */
  markDevice: () => markSignedIn(token),
  /** Whether the last session on this page ended by signing out, which always leads to login. */
  hasSignedOut: () => hasSignedOut,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
