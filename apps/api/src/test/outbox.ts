import { vi } from 'vitest';

/** The text of an `.eml` from the outbox with quoted-printable soft breaks and escapes undone. */
export function readableEmail(eml: string) {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link in an email that starts with `prefix`. */
export function linkInEmail(eml: string, prefix: string) {
  const text = readableEmail(eml);
  const start = text.indexOf(prefix);
  if (start === -1) throw new Error(`No link starting with ${prefix} in:\n${text}`);
  return new URL(text.slice(start).split(/\s/)[0]!);
}

/** The six-digit code of the newest text message sent to a number. */
export function codeInTextMessages(messages: { to: string; body: string }[], phoneNumber: string) {
  const latest = messages.filter((message) => message.to === phoneNumber).at(-1);
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code texted to ${phoneNumber}`);
  return code;
}

/** Waits until the outbox holds `count` items: emails and texts are sent after the response. */
export function waitForOutbox<T>(read: () => Promise<T[]>, count: number) {
  return vi.waitFor(
    async () => {
      const items = await read();
      if (items.length < count) throw new Error(`${items.length} of ${count} messages in the outbox`);
      return items;
    },
    { timeout: 5000, interval: 20 },
  );
}

/** Quoted-printable undone into its bytes, read as UTF-8. */
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Headers (names in lower case, folded lines unfolded) and the body after them. */
function splitHeaders(block: string) {
  const end = block.indexOf('\n\n');
  const head = (end === -1 ? block : block.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : block.slice(end + 2) };
}

const decodePart = (headers: Map<string, string>, body: string) => {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
};

/** An outbox email read as a mail client would: its headers, and its plain-text and HTML parts decoded. */
export function emailParts(eml: string) {
  const { headers, body } = splitHeaders(eml.replaceAll('\r\n', '\n'));
  const contentType = headers.get('content-type') ?? '';
  const boundary = contentType.match(/boundary="?([^";]+)"?/)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHeaders(part.replace(/^\n/, '')))
    : [{ headers, body }];
  const partOf = (type: string) => {
    const part = parts.find((candidate) => candidate.headers.get('content-type')?.startsWith(type));
    return part ? decodePart(part.headers, part.body) : undefined;
  };
  return { headers, contentType, text: partOf('text/plain'), html: partOf('text/html') };
}
