import { localSettings } from '../storage/local-settings.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let token = localSettings.get('token');
let hasSignedOut = false;

/** The bearer token, observable so the session re-evaluates the moment it changes. */
export const sessionToken = {
  get: () => token,
  set(next: string) {
    token = next;
    hasSignedOut = false;
    localSettings.set('token', next);
    for (const listener of listeners) listener();
  },
  /** `signedOut`: the member ended the session (or the server did), as opposed to a failed sign-in. */
  clear({ signedOut = false }: { signedOut?: boolean } = {}) {
    token = null;
    hasSignedOut = signedOut;
    localSettings.remove('token');
    for (const listener of listeners) listener();
  },
  /** Whether the last session on this page ended by signing out, which always leads to login. */
  hasSignedOut: () => hasSignedOut,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
