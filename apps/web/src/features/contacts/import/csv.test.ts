import { describe, expect, it } from 'vitest';
import { parseCsvContacts, parseCsvRows } from './csv.ts';
import { decodeText } from './decode-text.ts';
import { importedContactOf } from './imported-contact.ts';

const contactsOf = (text: string) => parseCsvContacts(text).map(importedContactOf);

describe('CSV rows', () => {
  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsvRows('name,note\r\n"Weber, Jonas","Says ""hi""\r\ntwice"\r\n')).toEqual([
      ['name', 'note'],
      ['Weber, Jonas', 'Says "hi"\r\ntwice'],
    ]);
  });

  it('reads semicolon-separated files and leaves out empty lines', () => {
    expect(parseCsvRows('Vorname;Nachname\n\nJörg;"Bäcker; Sohn"\n')).toEqual([
      ['Vorname', 'Nachname'],
      ['Jörg', 'Bäcker; Sohn'],
    ]);
  });
});

describe('CSV exports', () => {
  it('reads a Google Contacts export with labelled phones and several values in one cell', () => {
    const text = [
      'First Name,Middle Name,Last Name,Notes,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value,Address 1 - Formatted',
      'Ana,María,Ruiz,"Friend from Madrid, climbs",* Home,ana@example.com ::: ana.ruiz@work.example,Home,+34 91 123 45 67,Mobile,+34 612 345 678,"Calle Mayor 1\n28013 Madrid\nSpain"',
    ].join('\n');
    expect(contactsOf(text)).toEqual([
      {
        external_id: null,
        first_name: 'Ana María',
        last_name: 'Ruiz',
        cel: '+34 612 345 678',
        tel: '+34 91 123 45 67',
        email: 'ana@example.com',
        notes: 'Friend from Madrid, climbs',
        address: 'Calle Mayor 1, 28013 Madrid, Spain',
      },
    ]);
  });

  it('reads an Outlook export in English', () => {
    const text = [
      'First Name,Last Name,E-mail Address,E-mail Display Name,Business Phone,Mobile Phone,Business Fax,Home Street,Home City,Home Postal Code,Home Country/Region',
      'Noah,Smith,noah@example.com,Noah Smith (noah@example.com),+1 212 555 0100,+1 917 555 0199,+1 212 555 0101,1 Main St,New York,10001,United States',
    ].join('\r\n');
    expect(contactsOf(text)[0]).toMatchObject({
      first_name: 'Noah',
      last_name: 'Smith',
      email: 'noah@example.com',
      cel: '+1 917 555 0199',
      tel: '+1 212 555 0100',
      address: '1 Main St, 10001 New York, United States',
    });
  });

  it('reads a German Outlook export in windows-1252 with semicolons', () => {
    const bytes = new Uint8Array(
      Buffer.from(
        'Vorname;Nachname;E-Mail-Adresse;Telefon geschäftlich;Mobiltelefon;Straße privat;Ort privat;Postleitzahl privat\r\n' +
          'Jürgen;Größ;jurgen@example.de;030 1234567;0151 2345678;Hauptstraße 5;München;80331\r\n',
        'latin1',
      ),
    );
    expect(contactsOf(decodeText(bytes))[0]).toMatchObject({
      first_name: 'Jürgen',
      last_name: 'Größ',
      email: 'jurgen@example.de',
      cel: '0151 2345678',
      tel: '030 1234567',
      address: 'Hauptstraße 5, 80331 München',
    });
  });

  it('reads a UTF-16 export with a byte order mark', () => {
    const body = Buffer.from('Name\tMobile\tEmail\r\nZoë Ørsted\t+45 20 12 34 56\tzoe@example.dk\r\n', 'utf16le');
    const text = decodeText(new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), body])));
    expect(contactsOf(text)[0]).toMatchObject({
      first_name: 'Zoë',
      last_name: 'Ørsted',
      cel: '+45 20 12 34 56',
      email: 'zoe@example.dk',
    });
  });

  it('reads a plain list with a full name column', () => {
    expect(contactsOf('Name,Phone,Email\n"Okafor, Amara",+234 803 123 4567,\n')[0]).toMatchObject({
      first_name: 'Amara',
      last_name: 'Okafor',
      cel: null,
      tel: '+234 803 123 4567',
      email: null,
    });
  });

  it('gives a row without a name the first name "Unknown"', () => {
    expect(contactsOf('First Name,Mobile\n,+44 7700 900123\n')[0]).toMatchObject({
      first_name: 'Unknown',
      cel: '+44 7700 900123',
    });
  });
});
