import { dateTimeFormat } from '../../shared/i18n/intl-formats.ts';

/** The calendar day of an instant on this device, as `YYYY-MM-DD`: messages are grouped by it. */
export const localDay = (instant: string | Date) => {
  const date = new Date(instant);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** A day separator's words: today, yesterday, or the weekday and date (with the year when not this year's). */
export function dayLabel(
  instant: string,
  language: string,
  words: { today: string; yesterday: string },
  now = new Date(),
): string {
  const day = localDay(instant);
  if (day === localDay(now)) return words.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === localDay(yesterday)) return words.yesterday;
  const date = new Date(instant);
  return dateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  }).format(date);
}

/** "14:05" or "2:05 PM", as the member's language writes a time of day. */
export const timeOfDay = (instant: string, language: string) =>
  dateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

/** A chat row's time: the time of day for today's last message, else its date. */
export function rowTime(instant: string, language: string, now = new Date()) {
  if (localDay(instant) === localDay(now)) return timeOfDay(instant, language);
  const date = new Date(instant);
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: date.getFullYear() === now.getFullYear() ? undefined : '2-digit',
  }).format(date);
}
