import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.ts';

const withBom = (bom: number[], body: Buffer) => new Uint8Array(Buffer.concat([Buffer.from(bom), body]));

describe('decoding an exported file', () => {
  it('reads UTF-8 with and without a byte order mark', () => {
    expect(decodeText(new Uint8Array(Buffer.from('Zoë Ørsted', 'utf8')))).toBe('Zoë Ørsted');
    expect(decodeText(withBom([0xef, 0xbb, 0xbf], Buffer.from('Zoë', 'utf8')))).toBe('Zoë');
  });

  it('reads UTF-16 little-endian with its byte order mark, as Outlook writes Unicode exports', () => {
    expect(decodeText(withBom([0xff, 0xfe], Buffer.from('Jürgen;Müller\r\n', 'utf16le')))).toBe('Jürgen;Müller\r\n');
  });

  it('reads UTF-16 big-endian with its byte order mark', () => {
    const body = Buffer.from('Łukasz', 'utf16le').swap16();
    expect(decodeText(withBom([0xfe, 0xff], body))).toBe('Łukasz');
  });

  it('falls back to windows-1252 when the bytes are not valid UTF-8', () => {
    // 0xFC is ü and 0x80 the euro sign in windows-1252; neither can stand alone in UTF-8.
    const bytes = new Uint8Array([0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e, 0x20, 0x80]);
    expect(decodeText(bytes)).toBe('Jürgen €');
  });
});
