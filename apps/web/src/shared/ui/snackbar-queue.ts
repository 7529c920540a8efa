export type SnackbarVariant = 'success' | 'error' | 'info';

export interface SnackbarMessage {
  message: string;
  variant: SnackbarVariant;
}

type Deliver = (snackbar: SnackbarMessage) => void;

const pending: SnackbarMessage[] = [];
const listeners = new Set<() => void>();
let deliver: Deliver | null = null;
let isRequested = false;

/**
 * notistack downloads only when the first snackbar is due: most visits never show one, and the
 * sign-in screens have a tight script budget. Messages wait here until it has mounted.
 */
export const snackbarQueue = {
  show(snackbar: SnackbarMessage) {
    if (deliver) {
      deliver(snackbar);
      return;
    }
    pending.push(snackbar);
    if (!isRequested) {
      isRequested = true;
      for (const listener of listeners) listener();
    }
  },
  attach(next: Deliver) {
    deliver = next;
    for (const snackbar of pending.splice(0)) next(snackbar);
    return () => {
      deliver = null;
    };
  },
  isRequested: () => isRequested,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
