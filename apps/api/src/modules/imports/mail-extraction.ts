import { type Attachment, simpleParser } from 'mailparser';
import { calendarEntriesOfIcs, extractReservationsFromCalendar } from './calendar-extraction.ts';
import { reservationsOfMailText } from './mail-text-reservations.ts';
import type { Reservation } from './reservations.ts';
import { readSchemaThings } from './schema-org-markup.ts';
import { reservationsOfSchemaThings } from './schema-org-reservations.ts';

/** How deep forwarded mails inside forwarded mails are opened: past that it is no member's forward. */
const deepestForward = 3;

/**
 * The bookings a confirmation mail tells of (pure: no database). schema.org markup first, as
 * JSON-LD or Microdata, in the mail and in any mail forwarded inside it as an attachment; else the
 * events of its ICS attachments; and only when neither says anything, the plain words of its
 * text (a forward that lost the markup). A mail that is no confirmation gives nothing.
 */
export async function extractReservationsFromMail(raw: Buffer | string): Promise<Reservation[]> {
  return extractFromMail(raw, 0);
}

async function extractFromMail(raw: Buffer | string, depth: number): Promise<Reservation[]> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const htmls = [mail.html || '', ...mail.attachments.filter(isHtml).map((part) => part.content.toString('utf8'))];
  const marked = reservationsOfSchemaThings(htmls.flatMap((html) => (html ? readSchemaThings(html) : [])));
  const forwarded =
    depth < deepestForward
      ? await Promise.all(mail.attachments.filter(isMail).map((part) => extractFromMail(part.content, depth + 1)))
      : [];
  const found = [...marked, ...forwarded.flat()];
  if (found.length > 0) return withoutRepeats(found);
  // An ICS file mostly repeats the markup in fewer words, so it speaks only where markup is missing.
  const scheduled = mail.attachments
    .filter(isCalendar)
    .flatMap((part) => calendarEntriesOfIcs(part.content.toString('utf8')))
    .flatMap(extractReservationsFromCalendar);
  if (scheduled.length > 0) return scheduled;
  const heading = { senderName: mail.from?.value[0]?.name || undefined, subject: mail.subject ?? '' };
  return reservationsOfMailText(mail.text ?? '', heading);
}

const isHtml = (part: Attachment) => part.contentType === 'text/html';
const isMail = (part: Attachment) => part.contentType === 'message/rfc822';
const isCalendar = (part: Attachment) =>
  part.contentType === 'text/calendar' || part.contentType === 'application/ics' || /\.ics$/i.test(part.filename ?? '');

/** A booking a mail tells twice (its markup and its ICS file, or a forward of itself) counts once. */
function withoutRepeats(reservations: Reservation[]) {
  const seen = new Set<string>();
  return reservations.filter((reservation) => {
    const key = JSON.stringify(reservation);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
