import type { DialogEntries } from '../../shared/dialogs/dialogs.ts';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

/** The events' dialogs, gathered by the app (see shared/dialogs/dialogs.ts). */
export const eventsDialogs = {
  'view-event': lazyScreen(() => import('./dialogs/EventViewDialog.tsx'), 'events'),
  'create-event': lazyScreen(() => import('./dialogs/CreateEventDialog.tsx'), 'events', 'locations'),
  'edit-event': lazyScreen(() => import('./dialogs/EditEventDialog.tsx'), 'events', 'locations'),
  'event-qr': lazyScreen(() => import('./dialogs/EventQrDialog.tsx'), 'events'),
} satisfies DialogEntries;

declare module '../../shared/dialogs/dialogs.ts' {
  interface Dialogs extends Record<keyof typeof eventsDialogs, true> {}
}
