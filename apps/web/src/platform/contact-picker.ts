import type { ContactCard, ContactsSource } from './platform.ts';

/** What the Contact Picker API gives for each contact picked, one list per property asked for. */
export interface PickedContact {
  name?: string[];
  email?: string[];
  tel?: string[];
}

interface ContactsManager {
  select(properties: ('name' | 'email' | 'tel')[], options: { multiple: boolean }): Promise<PickedContact[]>;
}

export const fromPickedContact = (picked: PickedContact): ContactCard => ({
  id: null,
  firstName: null,
  lastName: null,
  fullName: picked.name?.find((name) => name.trim()) ?? null,
  // The picker does not say which number is the mobile one.
  phones: (picked.tel ?? []).map((number) => ({ number, isMobile: null })),
  emails: picked.email ?? [],
  note: null,
  address: [],
});

/**
 * The browser's Contact Picker (Chrome on Android): the member picks contacts in the browser's own
 * list, which is their consent each time, so there is no permission to ask for or refuse.
 */
export function contactPicker(): ContactsSource | null {
  if (!('contacts' in navigator) || !('ContactsManager' in window)) return null;
  const manager = (navigator as Navigator & { contacts: ContactsManager }).contacts;
  return {
    kind: 'picker',
    permission: async () => 'granted',
    requestPermission: async () => 'granted',
    openSettings: async () => {},
    read: async () => (await manager.select(['name', 'email', 'tel'], { multiple: true })).map(fromPickedContact),
  };
}
