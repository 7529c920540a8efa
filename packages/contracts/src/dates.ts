import { z } from 'zod';
import { messages } from './messages.ts';
import { text } from './text.ts';

// Zod's ISO formats check the calendar too: February 31st and February 29th of 2031 are refused.
const isoDay = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The moment an ISO date (midnight UTC) or date-time names, or null when it does not exist or
 * falls outside the years 1 to 9999 once in UTC, which is all PostgreSQL and ISO strings hold
 * ("9999-12-31T23:59:59-05:00" is already in the year 10000).
 */
export function readMoment(value: string): Date | null {
  const isDay = isoDay.safeParse(value).success;
  if (!isDay && !isoDateTime.safeParse(value).success) return null;
  const moment = new Date(isDay ? `${value}T00:00:00Z` : value);
  const year = moment.getUTCFullYear();
  return year >= 1 && year <= 9999 ? moment : null;
}

/** A date or date-time of a query filter, or of a moment the client sets; kept as sent. */
export const isoMoment = text().refine((value) => readMoment(value) !== null, messages.invalidDate);
