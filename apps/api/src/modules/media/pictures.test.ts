import { messages, pictureMaxBytes } from '@here-and-there/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInMember } from '../../test/factories.ts';
import { type FormFile, multipartForm } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ana: Awaited<ReturnType<typeof createSignedInMember>>;

beforeAll(async () => {
  t = await createTestApp();
  ana = await createSignedInMember(t);
});
afterAll(() => t.close());

const picture = (data: Buffer, filename: string, contentType: string): FormFile => ({
  field: 'profile_picture',
  filename,
  contentType,
  data,
});

function upload(file: FormFile, fields: Record<string, string> = {}) {
  const form = multipartForm(fields, file);
  return t.app.inject({
    method: 'PUT',
    url: `/thr/v1/api/users/${ana.id}/`,
    headers: { ...bearer(ana.token), ...form.headers },
    payload: form.payload,
  });
}

/** Fetches a stored size by the URL the API gave (absolute, on the public URL). */
const fetchStored = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();

describe('profile pictures', () => {
  it('stores an upload in 30, 100 and 500 px, served as cacheable WebP', async () => {
    const response = await upload(picture(await png(), 'me.png', 'image/png'), { company: 'Atlas' });
    expect(response.statusCode).toBe(200);
    const { profile_picture: urls, company } = response.json();
    expect(company).toBe('Atlas');
    for (const size of ['30', '100', '500'] as const) {
      const stored = await fetchStored(urls[size]);
      expect(stored.statusCode).toBe(200);
      expect(stored.headers['content-type']).toBe('image/webp');
      expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(stored.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', Number(size), Number(size)]);
    }
  });

  it('refuses a file that is not a png, jpeg or svg', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const response = await upload(picture(gif, 'me.gif', 'image/gif'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'media.invalid_file_type',
      message: messages.invalidFileType,
      fields: { profile_picture: [messages.invalidFileType] },
    });
  });

  it('refuses a text file that calls itself a png', async () => {
    const response = await upload(picture(Buffer.from('hello'), 'me.png', 'image/png'));
    expect(response.json().code).toBe('media.invalid_file_type');
  });

  it('refuses a file over the limit, naming the maximum', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(pictureMaxBytes)]);
    const response = await upload(picture(big, 'big.png', 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'media.file_too_big',
      message: messages.fileTooBig(pictureMaxBytes),
    });
    expect(messages.fileTooBig(pictureMaxBytes)).toContain('5 MB');
  });

  it('treats a PNG named .svg as the PNG it is', async () => {
    const response = await upload(picture(await png(), 'me.svg', 'image/svg+xml'));
    expect(response.statusCode).toBe(200);
    const stored = await fetchStored(response.json().profile_picture['100']);
    expect((await sharp(stored.rawPayload).metadata()).format).toBe('webp');
  });

  it('serves an SVG with a script only as pixels', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
        '<script>alert(document.cookie)</script><circle cx="32" cy="32" r="30" fill="#e76f51"/></svg>',
    );
    const response = await upload(picture(svg, 'me.svg', 'image/svg+xml'));
    expect(response.statusCode).toBe(200);
    for (const url of Object.values<string>(response.json().profile_picture)) {
      const stored = await fetchStored(url);
      expect(stored.headers['content-type']).toBe('image/webp');
      expect(stored.rawPayload.includes('<script')).toBe(false);
      expect(stored.rawPayload.includes('<svg')).toBe(false);
    }
  });

  it('strips the EXIF data, GPS position included, from every size', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#264653' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'P1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 31/1 12/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '13/1 24/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(picture(photo, 'photo.jpg', 'image/jpeg'));
    for (const url of Object.values<string>(response.json().profile_picture)) {
      const stored = (await fetchStored(url)).rawPayload;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(stored.includes('PhoneCo')).toBe(false);
    }
  });

  it('removes the old files when a picture is replaced or removed', async () => {
    const first = (await upload(picture(await png(), 'a.png', 'image/png'))).json().profile_picture;
    const second = (await upload(picture(await png(300, 300), 'b.png', 'image/png'))).json().profile_picture;
    expect(second['500']).not.toBe(first['500']);
    expect((await fetchStored(first['500'])).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/thr/v1/api/users/${ana.id}/`,
      headers: bearer(ana.token),
      payload: { profile_picture: null },
    });
    expect(removed.json().profile_picture).toBeNull();
    expect((await fetchStored(second['500'])).statusCode).toBe(404);
  });

  it('keeps the picture when the rest of the change is refused', async () => {
    const before = (await upload(picture(await png(), 'a.png', 'image/png'))).json().profile_picture;
    const refused = await upload(picture(await png(), 'b.png', 'image/png'), { username: '1 bad' });
    expect(refused.statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/thr/v1/api/users/me', headers: bearer(ana.token) });
    expect(me.json().profile_picture).toEqual(before);
  });
});
