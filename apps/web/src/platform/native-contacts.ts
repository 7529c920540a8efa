import { Contacts, type PermissionStatus } from '@capacitor-community/contacts';
import { AndroidSettings, IOSSettings, NativeSettings } from 'capacitor-native-settings';
import { fromDevicePayload } from './native-contact-cards.ts';
import type { ContactsPermission, ContactsSource } from './platform.ts';

/** iOS may grant access to some contacts only ("limited"): reading what it allows is still reading. */
const toPermission = ({ contacts }: PermissionStatus): ContactsPermission =>
  contacts === 'granted' || contacts === 'limited' ? 'granted' : contacts === 'denied' ? 'denied' : 'prompt';

/** The phone's address book through the Capacitor contacts plugin (native app only). */
export const nativeContacts: ContactsSource = {
  kind: 'device',
  permission: async () => toPermission(await Contacts.checkPermissions()),
  requestPermission: async () => toPermission(await Contacts.requestPermissions()),
  openSettings: async () => {
    await NativeSettings.open({ optionAndroid: AndroidSettings.ApplicationDetails, optionIOS: IOSSettings.App });
  },
  read: async () => {
    const { contacts } = await Contacts.getContacts({
      projection: { name: true, phones: true, emails: true, note: true, postalAddresses: true },
    });
    return contacts.map(fromDevicePayload);
  },
};
