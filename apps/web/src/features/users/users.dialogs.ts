import { lazy } from 'react';
import type { DialogEntries } from '../../shared/dialogs/dialogs.ts';

/** The members' dialogs, gathered by the app (see shared/dialogs/dialogs.ts). */
export const usersDialogs = {
  'user-qr': lazy(() => import('./UserQrDialog.tsx')),
  'view-picture': lazy(() => import('./ViewPictureDialog.tsx')),
  'delete-account': lazy(() => import('./DeleteAccountDialog.tsx')),
} satisfies DialogEntries;

declare module '../../shared/dialogs/dialogs.ts' {
  interface Dialogs extends Record<keyof typeof usersDialogs, true> {}
}
