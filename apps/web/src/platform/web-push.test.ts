import { describe, expect, it } from 'vitest';
import { base64UrlBytes } from './web-push.ts';

describe('a VAPID key in base64url', () => {
  it('becomes the bytes the Push API takes, without padding and with the URL-safe letters', () => {
    expect([...base64UrlBytes('BP-_'), ...base64UrlBytes('AQ')]).toEqual([0x04, 0xff, 0xbf, 0x01]);
  });

  it('keeps all 65 bytes of an uncompressed P-256 point', () => {
    const point = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : index * 3));
    const encoded = Buffer.from(point).toString('base64url');
    expect(encoded.startsWith('B')).toBe(true);
    expect(base64UrlBytes(encoded)).toEqual(point);
  });
});
