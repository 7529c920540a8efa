/**
 * Intl's formatters, each built once for a language and its options and then kept: building one
 * costs a phone's processor about a millisecond, and a list builds its formats for every row
 * (the dashboard's people, a chat's messages) on every render (DESIGN §7).
 */
const kept = new Map<string, unknown>();

function keptFormat<Format>(kind: string, language: string, options: object, build: () => Format): Format {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let format = kept.get(key) as Format | undefined;
  if (!format) {
    format = build();
    kept.set(key, format);
  }
  return format;
}

/**
 * ICU's versions put different spaces around a range's dash and before a time's "PM" (thin,
 * narrow no-break, or plain): Node's and the browser's differ. Plain ones everywhere, so a screen
 * the server drew reads exactly as the app draws it, which is what lets the app take it over.
 */
const plainSpaces = (text: string) => text.replaceAll(/[\u2009\u202f]/g, ' ');

class PlainSpacedDateTimeFormat extends Intl.DateTimeFormat {
  override format(date?: Date | number) {
    return plainSpaces(super.format(date));
  }

  override formatRange(start: Date | number, end: Date | number) {
    return plainSpaces(super.formatRange(start, end));
  }
}

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  keptFormat('date', language, options, () => new PlainSpacedDateTimeFormat(language, options));

export const relativeTimeFormat = (language: string, options: Intl.RelativeTimeFormatOptions) =>
  keptFormat('relative', language, options, () => new Intl.RelativeTimeFormat(language, options));

export const listFormat = (language: string, options: Intl.ListFormatOptions) =>
  keptFormat('list', language, options, () => new Intl.ListFormat(language, options));
