import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface DialogComponentProps {
  open: boolean;
  onClose: () => void;
}

/** Dialogs by the name used in `?dialog=`; each downloads only when first opened. */
export const dialogRegistry = {
  'native-app': lazy(() => import('../../features/native-app/NativeAppPromptDialog.tsx')),
  'user-qr': lazy(() => import('../../features/users/UserQrDialog.tsx')),
  'view-picture': lazy(() => import('../../features/users/ViewPictureDialog.tsx')),
  'delete-account': lazy(() => import('../../features/users/DeleteAccountDialog.tsx')),
} satisfies Record<string, LazyExoticComponent<ComponentType<DialogComponentProps>>>;

export type DialogName = keyof typeof dialogRegistry;

export const isDialogName = (value: string): value is DialogName => Object.hasOwn(dialogRegistry, value);
