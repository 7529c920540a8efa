// The contacts module as other modules see it.
export {
  findOwnContact,
  findOwnContactIds,
  importContacts,
  linkContact,
  markContactInvited,
  textableNumberOf,
  viewContact,
  viewContacts,
} from './contacts.service.ts';
export type { ContactRow } from './contacts.table.ts';
