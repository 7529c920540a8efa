import type { DialogEntries } from '../../shared/dialogs/dialogs.ts';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

/** Search's dialog, gathered by the app (see shared/dialogs/dialogs.ts); its code loads when it first opens. */
export const searchDialogs = {
  search: lazyScreen(() => import('./SearchDialog.tsx'), 'search', 'contacts'),
} satisfies DialogEntries;

declare module '../../shared/dialogs/dialogs.ts' {
  interface Dialogs extends Record<keyof typeof searchDialogs, true> {}
}
