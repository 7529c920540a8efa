import { signedInCookie } from '@here-and-there/contracts';
import { localSettings } from '../storage/local-settings.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let token = localSettings.get('token');
let hasSignedOut = false;

/** Tells the server sending the next page whether a member is signed in here (see `signedInCookie`). */
function markSignedIn(isSignedIn: boolean) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  const lifetime = isSignedIn ? 'max-age=31536000' : 'max-age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from some browsers the app supports.
  document.cookie = `${signedInCookie}=1; path=/; ${lifetime}; samesite=lax${secure}`;
}

/** The bearer token, observable so the session re-evaluates the moment it changes. */
export const sessionToken = {
  get: () => token,
  set(next: string) {
    token = next;
    hasSignedOut = false;
    localSettings.set('token', next);
    markSignedIn(true);
    for (const listener of listeners) listener();
  },
  /** `signedOut`: the member ended the session (or the server did), as opposed to a failed sign-in. */
  clear({ signedOut = false }: { signedOut?: boolean } = {}) {
    token = null;
    hasSignedOut = signedOut;
    localSettings.remove('token');
    markSignedIn(false);
    for (const listener of listeners) listener();
  },
  /** Sets the signed-in cookie as the stored session says, at start: sessions stored before the cookie existed get it. */
  markDevice: () => markSignedIn(token !== null),
  /** Whether the last session on this page ended by signing out, which always leads to login. */
  hasSignedOut: () => hasSignedOut,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
