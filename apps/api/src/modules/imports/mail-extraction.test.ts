import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BookingMail, readBookingMails } from './fixtures/booking-mails.ts';
import { extractReservationsFromMail } from './mail-extraction.ts';

const mails = readBookingMails();

describe('reading bookings out of mail', () => {
  it('has a corpus of confirmations of every kind, in English and German', () => {
    expect(mails.length).toBeGreaterThanOrEqual(20);
    const kinds = new Set(mails.flatMap((mail) => mail.expected.reservations.map((reservation) => reservation.kind)));
    expect([...kinds].sort()).toEqual(['bus', 'event', 'flight', 'lodging', 'train']);
  });

  it.each(mails.map((mail): [string, BookingMail] => [mail.file, mail]))(
    '%s gives exactly its bookings',
    async (_, mail) => {
      expect(await extractReservationsFromMail(mail.raw)).toEqual(mail.expected.reservations);
    },
  );

  it('reads a mail given as text as it reads its bytes', async () => {
    const [mail] = mails;
    expect(await extractReservationsFromMail(mail!.raw.toString('utf8'))).toEqual(mail!.expected.reservations);
  });

  it('gives nothing for a mail that is no confirmation, or no mail at all', async () => {
    const note = 'From: Ana <ana@example.org>\r\nSubject: Dinner?\r\n\r\nShall we meet at 19:30 on 4 May 2027?\r\n';
    expect(await extractReservationsFromMail(note)).toEqual([]);
    expect(await extractReservationsFromMail('')).toEqual([]);
    expect(await extractReservationsFromMail(Buffer.from([0, 255, 13, 10, 0]))).toEqual([]);
  });

  it('skips JSON-LD it cannot parse and reads the rest of the mail', async () => {
    const [mail] = mails.filter((candidate) => candidate.file === 'british-airways-return-jsonld.eml');
    const broken = mail!.raw
      .toString('utf8')
      .replace('</head>', '<script type="application/ld+json">{"@type": </script></head>');
    expect(await extractReservationsFromMail(broken)).toEqual(mail!.expected.reservations);
  });

  it('pairs every corpus mail with its expectations, and holds nothing else', () => {
    const files = readdirSync(new URL('./fixtures/mail/', import.meta.url));
    const named = (suffix: string) =>
      files.filter((file) => file.endsWith(suffix)).map((file) => file.slice(0, -suffix.length));
    expect(named('.expected.json')).toEqual(named('.eml'));
    expect(files).toHaveLength(named('.eml').length * 2);
  });
});
