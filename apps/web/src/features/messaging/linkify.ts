/** A piece of a message's text: words as they were typed, or a web address to open. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const webAddress = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address it follows. */
const trailing = /[.,;:!?)\]}]+$/;

/**
 * Splits a message into text and links. Only http and https addresses become links (never
 * `javascript:` or `data:`); everything is shown as text, never read as HTML.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(webAddress)) {
    const address = match[0].replace(trailing, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    let href: string;
    try {
      href = new URL(address).href;
    } catch {
      continue;
    }
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
