import type { DialogEntries } from '../../shared/dialogs/dialogs.ts';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

/** The contacts' dialogs, gathered by the app (see shared/dialogs/dialogs.ts). */
export const contactsDialogs = {
  'create-contact': lazyScreen(() => import('./dialogs/CreateContactDialog.tsx'), 'contacts'),
  'edit-contact': lazyScreen(() => import('./dialogs/EditContactDialog.tsx'), 'contacts'),
  'view-contact': lazyScreen(() => import('./dialogs/ViewContactDialog.tsx'), 'contacts'),
  'import-contacts': lazyScreen(() => import('./dialogs/ImportContactsDialog.tsx'), 'contacts'),
} satisfies DialogEntries;

declare module '../../shared/dialogs/dialogs.ts' {
  interface Dialogs extends Record<keyof typeof contactsDialogs, true> {}
}
