import type { DialogEntries } from '../../shared/dialogs/dialogs.ts';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

/** The invitations' dialogs, gathered by the app (see shared/dialogs/dialogs.ts). */
export const invitationsDialogs = {
  'invite-by-email': lazyScreen(() => import('./InviteByEmailDialog.tsx'), 'invitations'),
} satisfies DialogEntries;

declare module '../../shared/dialogs/dialogs.ts' {
  interface Dialogs extends Record<keyof typeof invitationsDialogs, true> {}
}
