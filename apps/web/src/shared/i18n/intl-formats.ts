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

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  keptFormat('date', language, options, () => new Intl.DateTimeFormat(language, options));

export const relativeTimeFormat = (language: string, options: Intl.RelativeTimeFormatOptions) =>
  keptFormat('relative', language, options, () => new Intl.RelativeTimeFormat(language, options));

export const listFormat = (language: string, options: Intl.ListFormatOptions) =>
  keptFormat('list', language, options, () => new Intl.ListFormat(language, options));
