import { platform } from '../../../platform/index.ts';
import { importContacts } from './use-import-contacts.ts';

/**
 * SPEC §4: once a member is onboarded, a phone that already lets the app read its contacts imports
 * them once, without asking anything. The member did not ask for it, so a failure is only logged.
 */
export async function importDeviceContactsSilently() {
  try {
    const source = await platform.contacts();
    if (source?.kind !== 'device' || (await source.permission()) !== 'granted') return;
    await importContacts({ cards: await source.read(), isMatchingExisting: false });
  } catch (error) {
    console.warn('The contacts of the phone could not be imported', error);
  }
}
