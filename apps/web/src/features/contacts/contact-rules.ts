import type { Contact } from '@here-and-there/contracts';

/** A text can reach a contact with a phone number who is not a member yet. */
export const canInviteByText = (contact: Pick<Contact, 'cel' | 'tel' | 'linked_user'>) =>
  !!(contact.cel || contact.tel) && !contact.linked_user;
