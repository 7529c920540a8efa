import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { lazyScreen } from '../routing/lazy-screen.ts';

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
  'invite-by-email': lazyScreen(() => import('../../features/invitations/InviteByEmailDialog.tsx'), 'invitations'),
  'create-contact': lazyScreen(() => import('../../features/contacts/dialogs/CreateContactDialog.tsx'), 'contacts'),
  'edit-contact': lazyScreen(() => import('../../features/contacts/dialogs/EditContactDialog.tsx'), 'contacts'),
  'view-contact': lazyScreen(() => import('../../features/contacts/dialogs/ViewContactDialog.tsx'), 'contacts'),
  'import-contacts': lazyScreen(() => import('../../features/contacts/dialogs/ImportContactsDialog.tsx'), 'contacts'),
  'create-trip': lazyScreen(() => import('../../features/trips/dialogs/CreateTripDialog.tsx'), 'trips', 'locations'),
  'edit-trip': lazyScreen(() => import('../../features/trips/dialogs/EditTripDialog.tsx'), 'trips', 'locations'),
} satisfies Record<string, LazyExoticComponent<ComponentType<DialogComponentProps>>>;

export type DialogName = keyof typeof dialogRegistry;

export const isDialogName = (value: string): value is DialogName => Object.hasOwn(dialogRegistry, value);
