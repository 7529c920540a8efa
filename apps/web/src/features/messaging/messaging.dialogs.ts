import type { DialogEntries } from '../../shared/dialogs/dialogs.ts';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

/** The chat dialogs of SPEC §2, gathered by the app (see shared/dialogs/dialogs.ts). */
export const messagingDialogs = {
  'create-chat': lazyScreen(() => import('./dialogs/CreateChatDialog.tsx'), 'messaging'),
  'user-chat': lazyScreen(() => import('./dialogs/UserChatDialog.tsx'), 'messaging'),
} satisfies DialogEntries;

declare module '../../shared/dialogs/dialogs.ts' {
  interface Dialogs extends Record<keyof typeof messagingDialogs, true> {}
}
