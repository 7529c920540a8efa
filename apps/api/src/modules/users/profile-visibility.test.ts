import { type User, type VisibilityField, type VisibilityLevel, visibilityFields } from '@here-and-there/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSignedInMember } from '../../test/factories.ts';
import { multipartForm } from '../../test/multipart.ts';
import { berlin } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createViewers, type ViewerKind, viewerKinds } from '../../test/viewers.ts';

/** Who sees a field at each level: written out by hand, the answer the policy must give. */
const seenBy: Record<VisibilityLevel, readonly ViewerKind[]> = {
  public: ['self', 'close', 'general', 'pending', 'one-sided', 'stranger', 'visitor'],
  'general-network': ['self', 'close', 'general'],
  'close-network': ['self', 'close'],
  hidden: ['self'],
};

/** The wire fields each visibility field governs. */
const wireFields: Record<VisibilityField, (keyof User)[]> = {
  profile: ['company', 'position', 'book_meeting_link', 'bio'],
  location: ['base_location', 'today_location'],
  last_name: ['last_name'],
  phone: ['phone'],
  email: ['email'],
  linkedin: ['linkedin'],
  twitter: ['twitter'],
  instagram: ['instagram'],
};

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInMember>>;
let tokens: Map<ViewerKind, string | undefined>;
let full: User;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima', verifiedPhoneNumber: '+4915112345678' });
  const setUp = await t.app.inject({
    method: 'PUT',
    url: `/thr/v1/api/users/${owner.id}/`,
    headers: bearer(owner.token),
    payload: {
      username: 'ana_lima',
      bio: 'Coffee and trains.',
      company: 'Atlas',
      position: 'Engineer',
      book_meeting_link: 'https://cal.example.com/ana',
      base_location: berlin,
      linkedin: 'ana-lima',
      twitter: '@analima',
      instagram: 'https://instagram.com/ana.lima',
    },
  });
  expect(setUp.statusCode).toBe(200);
  full = setUp.json();

  tokens = (await createViewers(t, owner)).tokens;
});
afterAll(() => t.close());

async function viewAs(kind: ViewerKind): Promise<User> {
  const token = tokens.get(kind);
  const response = await t.app.inject({
    method: 'GET',
    url: `/thr/v1/api/users/${owner.id}/`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe.each(['public', 'general-network', 'close-network', 'hidden'] as const)('with every field at %s', (level) => {
  beforeAll(async () => {
    const visibility = Object.fromEntries(visibilityFields.map((field) => [field, level]));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/thr/v1/api/users/${owner.id}/`,
      headers: bearer(owner.token),
      payload: { visibility },
    });
    expect(response.json().visibility).toEqual(visibility);
  });

  it.each(viewerKinds)('shows a %s exactly the fields this level allows', async (kind) => {
    const seen = await viewAs(kind);
    const isBlocked = kind === 'blocked' || kind === 'blocking';
    for (const field of visibilityFields) {
      const mayView = seenBy[level].includes(kind);
      for (const wire of wireFields[field]) {
        // The bio is never shown to a signed-out visitor, whatever its level; a meeting is
        // booked only by an active general or close connection.
        const isException =
          (wire === 'bio' && kind === 'visitor') ||
          (wire === 'book_meeting_link' && !['self', 'close', 'general'].includes(kind));
        const expected = mayView && !isException ? full[wire] : null;
        expect({ field, wire, value: seen[wire] }).toEqual({ field, wire, value: expected });
      }
    }
    expect(seen.first_name).toBe('Ana');
    expect(seen.display_name).toBe(seenBy[level].includes(kind) ? 'Ana Lima' : 'Ana');
    expect(seen.username).toBe(isBlocked ? null : 'ana_lima');
  });

  it('gives the owner all of it through /users/me', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/thr/v1/api/users/me', headers: bearer(owner.token) });
    const me = response.json();
    for (const field of visibilityFields) {
      for (const wire of wireFields[field]) expect(me[wire]).toEqual(full[wire]);
    }
    expect(me.display_name).toBe('Ana Lima');
  });
});

it('never shows a blocked or blocking member the picture', async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  const form = multipartForm({}, { field: 'profile_picture', filename: 'a.png', contentType: 'image/png', data: png });
  const upload = await t.app.inject({
    method: 'PUT',
    url: `/thr/v1/api/users/${owner.id}/`,
    headers: { ...bearer(owner.token), ...form.headers },
    payload: form.payload,
  });
  expect(upload.json().profile_picture).not.toBeNull();
  expect((await viewAs('stranger')).profile_picture).toEqual(upload.json().profile_picture);
  expect((await viewAs('visitor')).profile_picture).toEqual(upload.json().profile_picture);
  expect((await viewAs('blocked')).profile_picture).toBeNull();
  expect((await viewAs('blocking')).profile_picture).toBeNull();
});
