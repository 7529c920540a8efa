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
