import { localSettings } from '../storage/local-settings.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let token = localSettings.get('token');

/** The bearer token, observable so the session re-evaluates the moment it changes. */
export const sessionToken = {
  get: () => token,
  set(next: string) {
    token = next;
    localSettings.set('token', next);
    for (const listener of listeners) listener();
  },
  clear() {
    token = null;
    localSettings.remove('token');
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
