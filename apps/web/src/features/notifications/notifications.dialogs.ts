import type { DialogEntries } from '../../shared/dialogs/dialogs.ts';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

/** The notifications' dialogs, gathered by the app (see shared/dialogs/dialogs.ts). */
export const notificationsDialogs = {
  'push-offer': lazyScreen(() => import('./PushOfferDialog.tsx'), 'notifications'),
} satisfies DialogEntries;

declare module '../../shared/dialogs/dialogs.ts' {
  interface Dialogs extends Record<keyof typeof notificationsDialogs, true> {}
}
