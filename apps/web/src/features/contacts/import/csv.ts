import type { ContactCard } from '../../../platform/index.ts';
import { readEach } from './imported-contact.ts';

const separators = [',', ';', '\t'] as const;

/** Excel in German and other locales writes `;` between fields; the header line tells which one a file uses. */
function detectSeparator(text: string): string {
  const counts = new Map<string, number>(separators.map((separator) => [separator, 0]));
  let isQuoted = false;
  for (const char of text) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) break;
    else if (!isQuoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** RFC 4180 rows: quoted fields may hold separators, line breaks and doubled quotes. */
export function parseCsvRows(text: string): string[][] {
  const separator = detectSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        isQuoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      isQuoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim()));
}

/** "E-Mail 2: Adresse", "Telefon geschäftlich", "Phone 1 - Value" → "email2adresse", "telefongeschaftlich", "phone1value". */
export const normalizeHeader = (header: string) =>
  header
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');

/**
 * The column names of the exports people have: Google Contacts ("First Name", "Phone 1 - Label",
 * "Phone 1 - Value", "E-mail 1 - Value", "Address 1 - Formatted"), Outlook in English and German
 * ("Mobile Phone", "Business Phone", "E-mail Address", "Mobiltelefon", "Telefon privat",
 * "E-Mail-Adresse", "Straße privat") and Apple or spreadsheet lists ("Mobile", "Phone", "Email").
 */
const names = {
  first: ['firstname', 'givenname', 'first', 'vorname', 'forename'],
  middle: ['middlename', 'additionalname', 'weiterevornamen'],
  last: ['lastname', 'familyname', 'surname', 'last', 'nachname'],
  full: ['name', 'fullname', 'displayname', 'formattedname', 'anzeigename'],
  note: ['notes', 'note', 'notizen', 'notiz', 'comments'],
  formattedAddress: ['address1formatted', 'address', 'homeaddress', 'adresse', 'postaladdress', 'fulladdress'],
};

const addressColumns = [
  {
    street: ['homestreet', 'strasseprivat', 'address1street', 'street', 'strasse'],
    postcode: [
      'homepostalcode',
      'postleitzahlprivat',
      'address1postalcode',
      'postalcode',
      'postcode',
      'zip',
      'zipcode',
    ],
    city: ['homecity', 'ortprivat', 'address1city', 'city', 'ort'],
    region: ['homestate', 'bundeslandprivat', 'address1region', 'state', 'region'],
    country: ['homecountryregion', 'landregionprivat', 'address1country', 'country', 'land'],
  },
  {
    street: ['businessstreet', 'strassegeschaftlich'],
    postcode: ['businesspostalcode', 'postleitzahlgeschaftlich'],
    city: ['businesscity', 'ortgeschaftlich'],
    region: ['businessstate', 'bundeslandgeschaftlich'],
    country: ['businesscountryregion', 'landregiongeschaftlich'],
  },
];

const isMobileHeader = (name: string) => /mobil|cell|iphone|handy/.test(name);
const isUndialableHeader = (name: string) => /fax|pager/.test(name);
const isLabelHeader = (name: string) => /type|label|typ$/.test(name);
const isPhoneHeader = (name: string) =>
  (/phone|telefon/.test(name) || name === 'tel' || isMobileHeader(name)) &&
  !isUndialableHeader(name) &&
  !isLabelHeader(name);
const isEmailHeader = (name: string) => /mail/.test(name) && !/type|label|display|name|anzeige|typ/.test(name);
/** Google's numbered columns: "Phone 1 - Value" says what it is in "Phone 1 - Label" (or "- Type"). */
const googlePhone = /^phone(\d+)value$/;

/** Google puts several values of one label in one cell: "+49 30 1234 ::: +49 151 2345". */
const values = (cell: string | undefined) =>
  (cell ?? '')
    .split(':::')
    .map((value) => value.trim())
    .filter(Boolean);

interface PhoneColumn {
  index: number;
  /** The column that says what kind of number it is, where the export has one. */
  label: number | undefined;
  isMobile: boolean | null;
}

/** The contacts of a CSV export; the header row names the columns. */
export function parseCsvContacts(text: string): ContactCard[] {
  const [header, ...rows] = parseCsvRows(text);
  if (!header) return [];
  const columns = header.map(normalizeHeader);
  const find = (candidates: readonly string[]) =>
    candidates.map((candidate) => columns.indexOf(candidate)).find((index) => index >= 0);

  const firstColumn = find(names.first);
  const middleColumn = find(names.middle);
  const lastColumn = find(names.last);
  const fullColumn = find(names.full);
  const noteColumn = find(names.note);
  const formattedAddressColumn = find(names.formattedAddress);
  const emailColumns = columns.flatMap((name, index) => (isEmailHeader(name) ? [index] : []));
  const phoneColumns = columns.flatMap((name, index): PhoneColumn[] => {
    if (!isPhoneHeader(name)) return [];
    const google = googlePhone.exec(name);
    if (google) {
      const label = find([`phone${google[1]}label`, `phone${google[1]}type`]);
      return [{ index, label, isMobile: null }];
    }
    return [{ index, label: undefined, isMobile: isMobileHeader(name) }];
  });
  const addressSets = addressColumns.map((set) => ({
    street: find(set.street),
    postcode: find(set.postcode),
    city: find(set.city),
    region: find(set.region),
    country: find(set.country),
  }));

  const readRow = (row: string[]): ContactCard => {
    const cell = (index: number | undefined) => (index === undefined ? '' : (row[index] ?? '').trim());
    const phones = phoneColumns.flatMap(({ index, label, isMobile }) => {
      const labelText = label === undefined ? '' : cell(label).toLowerCase();
      if (isUndialableHeader(labelText)) return [];
      const kind = label === undefined ? isMobile : labelText ? isMobileHeader(labelText) : null;
      return values(cell(index)).map((number) => ({ number, isMobile: kind }));
    });
    const components = addressSets
      .map((set) => [
        cell(set.street),
        [cell(set.postcode), cell(set.city)].filter(Boolean).join(' '),
        cell(set.region),
        cell(set.country),
      ])
      .find((parts) => parts.some(Boolean));
    const formatted = cell(formattedAddressColumn);
    return {
      id: null,
      firstName: [cell(firstColumn), cell(middleColumn)].filter(Boolean).join(' ') || null,
      lastName: cell(lastColumn) || null,
      fullName: cell(fullColumn) || null,
      // Mobile numbers first, so the mobile one is found whatever the column order.
      phones: [...phones].sort((a, b) => Number(b.isMobile === true) - Number(a.isMobile === true)),
      emails: emailColumns.flatMap((index) => values(cell(index))),
      note: cell(noteColumn) || null,
      address: formatted ? formatted.split(/\r?\n/) : (components ?? []),
    };
  };
  return readEach(rows, readRow);
}
