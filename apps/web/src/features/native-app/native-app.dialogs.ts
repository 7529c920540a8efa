import { lazy } from 'react';
import type { DialogEntries } from '../../shared/dialogs/dialogs.ts';

/** The native app's dialogs, gathered by the app (see shared/dialogs/dialogs.ts). */
export const nativeAppDialogs = {
  'native-app': lazy(() => import('./NativeAppPromptDialog.tsx')),
} satisfies DialogEntries;

declare module '../../shared/dialogs/dialogs.ts' {
  interface Dialogs extends Record<keyof typeof nativeAppDialogs, true> {}
}
