import type { DialogEntries } from '../../shared/dialogs/dialogs.ts';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

/** The trips' dialogs, gathered by the app (see shared/dialogs/dialogs.ts). */
export const tripsDialogs = {
  'create-trip': lazyScreen(() => import('./dialogs/CreateTripDialog.tsx'), 'trips', 'locations'),
  'edit-trip': lazyScreen(() => import('./dialogs/EditTripDialog.tsx'), 'trips', 'locations'),
} satisfies DialogEntries;

declare module '../../shared/dialogs/dialogs.ts' {
  interface Dialogs extends Record<keyof typeof tripsDialogs, true> {}
}
