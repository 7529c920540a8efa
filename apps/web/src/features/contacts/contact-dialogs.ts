import { useSearchParams } from 'react-router';
import type { DialogName } from '../../shared/dialogs/dialogs.ts';
import { useDialogs } from '../../shared/dialogs/use-dialogs.ts';

/** `?dialog=view-contact&contact=<id>`: the contact a dialog shows travels in its own parameter. */
export const contactParam = 'contact';

type ContactDialog = Extract<DialogName, 'view-contact' | 'edit-contact'>;
const contactDialogs: readonly DialogName[] = ['view-contact', 'edit-contact'] satisfies ContactDialog[];

export function useContactDialogs() {
  const { openDialogs, openDialog, closeDialog } = useDialogs();
  const [searchParams] = useSearchParams();
  return {
    contactId: searchParams.get(contactParam),
    openContactDialog: (name: ContactDialog, contactId: string) =>
      openDialog(name, { params: { [contactParam]: contactId } }),
    /** The contact stays in the address while another dialog of it remains open. */
    closeContactDialog: (name: ContactDialog) =>
      closeDialog(name, {
        params: openDialogs.some((open) => open !== name && contactDialogs.includes(open)) ? [] : [contactParam],
      }),
  };
}
