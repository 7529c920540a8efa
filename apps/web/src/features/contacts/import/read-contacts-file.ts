import type { ContactCard } from '../../../platform/index.ts';
import { parseCsvContacts } from './csv.ts';
import { decodeText } from './decode-text.ts';
import { isVCardText, parseVCards } from './vcard.ts';

/** File types the import offers in the file chooser. */
export const contactFileTypes = '.vcf,.vcard,.csv,text/vcard,text/x-vcard,text/csv';

/** The cards of an exported vCard or CSV file, told apart by their content rather than their name. */
export async function readContactsFile(file: Blob): Promise<ContactCard[]> {
  const text = decodeText(new Uint8Array(await file.arrayBuffer()));
  return isVCardText(text) ? parseVCards(text) : parseCsvContacts(text);
}
