import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.ts';
import { importedContactOf } from './imported-contact.ts';
import { isVCardText, parseVCards } from './vcard.ts';

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
const contactsOf = (text: string) => parseVCards(text).map(importedContactOf);

describe('vCard files', () => {
  it('reads a vCard 3.0 card with its mobile, other phone, email, note, address and UID', () => {
    const [contact] = contactsOf(
      crlf([
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Fernandes;Lúcia;;;',
        'FN:Lúcia Fernandes',
        'TEL;TYPE=HOME,VOICE:+351 21 123 4567',
        'TEL;TYPE=CELL:+351 912 345 678',
        'TEL;TYPE=FAX:+351 21 765 4321',
        'EMAIL;TYPE=INTERNET:lucia@example.com',
        'NOTE:Met in Lisbon\\, 2024\\nLoves trams',
        'ADR;TYPE=HOME:;;Rua Augusta 10;Lisboa;;1100-053;Portugal',
        'UID:4a1b7e9c-1111-4d2e-9f00-000000000001',
        'END:VCARD',
      ]),
    );
    expect(contact).toEqual({
      external_id: '4a1b7e9c-1111-4d2e-9f00-000000000001',
      first_name: 'Lúcia',
      last_name: 'Fernandes',
      cel: '+351 912 345 678',
      tel: '+351 21 123 4567',
      email: 'lucia@example.com',
      notes: 'Met in Lisbon, 2024\nLoves trams',
      address: 'Rua Augusta 10, 1100-053 Lisboa, Portugal',
    });
  });

  it('unfolds folded lines and reads several cards with CRLF line ends', () => {
    const contacts = contactsOf(
      crlf([
        'BEGIN:VCARD',
        'VERSION:3.0',
        'FN:Jonas Weber',
        'NOTE:A note that is long enough to be folded by the exporting program, which br',
        ' eaks it here.',
        'EMAIL:jonas@example.com',
        'END:VCARD',
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Okafor;Amara;;;',
        'TEL:+234 803 123 4567',
        'END:VCARD',
      ]),
    );
    expect(contacts).toHaveLength(2);
    expect(contacts[0]).toMatchObject({
      first_name: 'Jonas',
      last_name: 'Weber',
      notes: 'A note that is long enough to be folded by the exporting program, which breaks it here.',
    });
    // A number without a type may be a mobile one: it is offered as the mobile.
    expect(contacts[1]).toMatchObject({
      first_name: 'Amara',
      last_name: 'Okafor',
      cel: '+234 803 123 4567',
      tel: null,
    });
  });

  it('decodes vCard 2.1 quoted-printable UTF-8 values, soft line breaks and bare types', () => {
    const [contact] = contactsOf(
      crlf([
        'BEGIN:VCARD',
        'VERSION:2.1',
        'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;',
        'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BCller',
        'TEL;CELL;PREF:+49 151 2345 6789',
        'TEL;WORK;VOICE:+49 30 123456',
        'NOTE;CHARSET=UTF-8;QUOTED-PRINTABLE:Stra=C3=9Fenbahn-Fan, trifft sich gern in K=',
        '=C3=B6ln',
        'END:VCARD',
      ]),
    );
    expect(contact).toMatchObject({
      first_name: 'Jürgen',
      last_name: 'Müller',
      cel: '+49 151 2345 6789',
      tel: '+49 30 123456',
      notes: 'Straßenbahn-Fan, trifft sich gern in Köln',
    });
  });

  it('decodes quoted-printable values in the character set the card names', () => {
    const [contact] = contactsOf(
      crlf([
        'BEGIN:VCARD',
        'VERSION:2.1',
        'N;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:J=F8rgensen;S=F8ren',
        'END:VCARD',
      ]),
    );
    expect(contact).toMatchObject({ first_name: 'Søren', last_name: 'Jørgensen' });
  });

  it('reads vCard 4.0 parameters: quoted type lists, tel: URIs and the preferred email', () => {
    const [contact] = contactsOf(
      crlf([
        'BEGIN:VCARD',
        'VERSION:4.0',
        'FN:Kenji Watanabe',
        'TEL;VALUE=uri;TYPE="voice,home":tel:+81-3-1234-5678',
        'TEL;VALUE=uri;TYPE="cell,voice";PREF=1:tel:+81-90-1234-5678',
        'EMAIL;TYPE=work:kenji@work.example',
        'EMAIL;PREF=1:kenji@example.com',
        'item1.ADR:;;1-2-3 Shibuya;Tokyo;;150-0002;Japan',
        'END:VCARD',
      ]),
    );
    expect(contact).toMatchObject({
      first_name: 'Kenji',
      last_name: 'Watanabe',
      cel: '+81-90-1234-5678',
      tel: '+81-3-1234-5678',
      email: 'kenji@example.com',
      address: '1-2-3 Shibuya, 150-0002 Tokyo, Japan',
    });
  });

  it('reads a windows-1252 file with umlauts once decoded', () => {
    const bytes = new Uint8Array(Buffer.from('BEGIN:VCARD\nVERSION:3.0\nN:Bäcker;Jörg\nEND:VCARD\n', 'latin1'));
    expect(contactsOf(decodeText(bytes))[0]).toMatchObject({ first_name: 'Jörg', last_name: 'Bäcker' });
  });

  it('names a card without any name "Unknown"', () => {
    const [contact] = contactsOf(crlf(['BEGIN:VCARD', 'VERSION:3.0', 'TEL;TYPE=CELL:+44 7700 900123', 'END:VCARD']));
    expect(contact).toMatchObject({ first_name: 'Unknown', last_name: null, cel: '+44 7700 900123' });
  });

  it('recognises vCard text whatever the file is called', () => {
    expect(isVCardText('\r\nbegin:vcard\r\n')).toBe(true);
    expect(isVCardText('First Name,Last Name\n')).toBe(false);
  });
});
