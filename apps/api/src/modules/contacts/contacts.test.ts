import { messages } from '@here-and-there/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, connectMembers, createContact, createMember, createSignedInMember } from '../../test/factories.ts';
import { type FormFile, multipartForm } from '../../test/multipart.ts';
import { berlin, hamburg, paris, potsdam } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (id = '') => `/thr/v1/api/contacts/${id ? `${id}/` : ''}`;
const get = (token: string, path: string) => t.app.inject({ method: 'GET', url: path, headers: bearer(token) });
const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: url(), headers: bearer(token), payload });
const put = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: url(id), headers: bearer(token), payload });
const importRun = (token: string, payload: object[]) =>
  t.app.inject({ method: 'POST', url: `${url()}bulk_create/`, headers: bearer(token), payload });

/** A member whose home city is `place`: their national numbers are read in its country. */
async function memberLivingIn(place: number) {
  const member = await createSignedInMember(t);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/thr/v1/api/users/${member.id}/`,
    headers: bearer(member.token),
    payload: { base_location: place },
  });
  expect(response.statusCode).toBe(200);
  return member;
}

const png = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#e9c46a' } })
    .png()
    .toBuffer();
const image = async (): Promise<FormFile> => ({
  field: 'image',
  filename: 'carla.png',
  contentType: 'image/png',
  data: await png(),
});

function sendForm(
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  fields: Record<string, string>,
  file?: FormFile,
) {
  const form = multipartForm(fields, file);
  return t.app.inject({ method, url: path, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
}

/** Fetches a stored picture by the URL the API gave (absolute, on the public URL). */
const fetchStored = (address: string) => t.app.inject({ method: 'GET', url: new URL(address).pathname });

describe('POST /contacts/', () => {
  it('adds a contact and answers it as its owner sees it', async () => {
    const ana = await memberLivingIn(berlin);
    const response = await post(ana.token, {
      first_name: ' Carla ',
      last_name: 'Souza',
      cel: '+49 151 1234 5678',
      tel: '030 1234567',
      email: 'Carla@Example.com',
      location: potsdam,
      notes: 'Met in Lisbon',
      address: 'Hauptstraße 1',
    });
    expect(response.statusCode).toBe(201);
    const contact = response.json();
    expect(contact).toEqual({
      id: expect.any(String),
      first_name: 'Carla',
      last_name: 'Souza',
      display_name: 'Carla Souza',
      cel: '+4915112345678',
      tel: '+49301234567',
      email: 'carla@example.com',
      image: null,
      invited_at: null,
      location: { id: potsdam, title: 'Potsdam, Germany', latitude: expect.any(Number), longitude: expect.any(Number) },
      notes: 'Met in Lisbon',
      address: 'Hauptstraße 1',
      external_id: null,
      linked_user: null,
      invitation_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      owner: ana.id,
      connection_type: 'hidden',
      sorted: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(contact.location.latitude).toBeCloseTo(52.4, 1);
    expect((await get(ana.token, url(contact.id))).json()).toEqual(contact);
  });

  it('answers bad fields in the spec words', async () => {
    const ana = await createSignedInMember(t);
    const response = await post(ana.token, { last_name: 'Souza', email: 'carla@', cel: '12-abc', tel: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: messages.fieldsIncorrect,
      fields: {
        first_name: [messages.required],
        email: [messages.invalidEmail],
        cel: [messages.invalidPhone],
      },
    });
    expect((await post(ana.token, { first_name: '   ' })).json().fields).toEqual({ first_name: [messages.required] });
  });

  it('refuses a number that fits the pattern but is not a real one, and an unknown place', async () => {
    const ana = await createSignedInMember(t);
    const response = await post(ana.token, { first_name: 'Carla', cel: '+49 123', location: 999999999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ cel: [messages.invalidPhone], location: [messages.unknownPlace] });
    expect((await get(ana.token, url())).json().count).toBe(0);
  });

  it('reads a national number in the country of the owner’s home city', async () => {
    const ana = await memberLivingIn(berlin);
    const jean = await memberLivingIn(paris);
    expect((await post(ana.token, { first_name: 'Carla', cel: '0151 1234 5678' })).json().cel).toBe('+4915112345678');
    expect((await post(jean.token, { first_name: 'Chloé', cel: '06 12 34 56 78' })).json().cel).toBe('+33612345678');
    // A German mobile written nationally is no French number.
    expect((await post(jean.token, { first_name: 'Carla', cel: '0151 1234 5678' })).json().fields).toEqual({
      cel: [messages.invalidPhone],
    });
  });

  it('keeps one number however it is typed: in E.164, national numbers read in the owner’s country', async () => {
    const ana = await memberLivingIn(berlin);
    const typed = [
      { cel: '+49.170.1234567', tel: '+44(20)7946-0018' },
      { cel: '0170-1234567', tel: '+44 (20) 7946 0018' },
      { cel: '(0170) 123 4567', tel: '0044 20 7946 0018' },
    ];
    for (const numbers of typed) {
      const response = await post(ana.token, { first_name: 'Carla', ...numbers });
      expect(response.statusCode, JSON.stringify(numbers)).toBe(201);
      expect(response.json()).toMatchObject({ cel: '+491701234567', tel: '+442079460018' });
    }
    const contact = (await post(ana.token, { first_name: 'Dora' })).json();
    const changed = await put(ana.token, contact.id, { cel: '0151 1234-5678' });
    expect(changed.json()).toMatchObject({ cel: '+4915112345678', tel: null });
    expect((await get(ana.token, `${url()}?search=0151%201234`)).json().results).toMatchObject([
      { first_name: 'Dora' },
    ]);
  });

  it('takes only international numbers from a member without a home city', async () => {
    const ana = await createSignedInMember(t);
    expect((await post(ana.token, { first_name: 'Carla', tel: '0151 1234 5678' })).json().fields).toEqual({
      tel: [messages.invalidPhone],
    });
    expect((await post(ana.token, { first_name: 'Carla', tel: '+49 151 1234 5678' })).statusCode).toBe(201);
  });

  it('makes a contact sorted once a level is chosen, showing public as hidden', async () => {
    const ana = await createSignedInMember(t);
    const close = (await post(ana.token, { first_name: 'Carla', connection_type: 'close' })).json();
    expect(close).toMatchObject({ connection_type: 'close', sorted: true });
    const publicOne = (await post(ana.token, { first_name: 'Dora', connection_type: 'public' })).json();
    expect(publicOne).toMatchObject({ connection_type: 'hidden', sorted: true });
  });

  it('stores a picture sent in a multipart form in three sizes', async () => {
    const ana = await createSignedInMember(t);
    const response = await sendForm(
      ana.token,
      'POST',
      url(),
      { first_name: 'Carla', location: String(berlin) },
      await image(),
    );
    expect(response.statusCode).toBe(201);
    const contact = response.json();
    expect(contact.location.id).toBe(berlin);
    for (const size of ['30', '100', '500'] as const) {
      const stored = await fetchStored(contact.image[size]);
      expect(stored.statusCode).toBe(200);
      expect((await sharp(stored.rawPayload).metadata()).width).toBe(Number(size));
    }
  });

  it('refuses a picture that is not a png, jpeg or svg, keeping nothing', async () => {
    const ana = await createSignedInMember(t);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const file = { field: 'image', filename: 'carla.gif', contentType: 'image/gif', data: gif };
    const response = await sendForm(ana.token, 'POST', url(), { first_name: 'Carla' }, file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'media.invalid_file_type',
      message: messages.invalidFileType,
      fields: { image: [messages.invalidFileType] },
    });
    expect((await get(ana.token, url())).json().count).toBe(0);
  });
});

describe('PUT /contacts/{id}/', () => {
  it('changes only the fields sent', async () => {
    const ana = await createSignedInMember(t);
    const contact = await createContact(t, ana, { email: 'carla@example.com', notes: 'Lisbon' });
    const response = await put(ana.token, contact.id, { last_name: 'Lima', notes: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Carla',
      last_name: 'Lima',
      display_name: 'Carla Lima',
      email: 'carla@example.com',
      notes: null,
      sorted: false,
    });
    const sorted = await put(ana.token, contact.id, { connection_type: 'general' });
    expect(sorted.json()).toMatchObject({ connection_type: 'general', sorted: true });
    expect((await put(ana.token, contact.id, { first_name: 'Carlota' })).json().sorted).toBe(true);
  });

  it('answers bad fields in the spec words and keeps the contact unchanged', async () => {
    const ana = await createSignedInMember(t);
    const contact = await createContact(t, ana, { cel: '+4915112345678' });
    const response = await put(ana.token, contact.id, { first_name: '', cel: '+49 151' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ first_name: [messages.required] });
    const unreal = await put(ana.token, contact.id, { cel: '+49 151', location: 999999999 });
    expect(unreal.json().fields).toEqual({ cel: [messages.invalidPhone], location: [messages.unknownPlace] });
    expect((await get(ana.token, url(contact.id))).json()).toEqual(contact);
  });

  it('replaces a picture, and removes it with image: null', async () => {
    const ana = await createSignedInMember(t);
    const contact = await createContact(t, ana);
    const first = (await sendForm(ana.token, 'PUT', url(contact.id), {}, await image())).json();
    const second = (await sendForm(ana.token, 'PUT', url(contact.id), { notes: 'new face' }, await image())).json();
    expect(second.notes).toBe('new face');
    expect((await fetchStored(first.image['100'])).statusCode).toBe(404);
    expect((await fetchStored(second.image['100'])).statusCode).toBe(200);
    const removed = await put(ana.token, contact.id, { image: null });
    expect(removed.json().image).toBeNull();
    expect((await fetchStored(second.image['100'])).statusCode).toBe(404);
  });

  it('keeps the cel, tel and email an imported contact has from the phone', async () => {
    const ana = await createSignedInMember(t);
    await importRun(ana.token, [
      { external_id: 'phone-1', first_name: 'Carla', cel: '+4915112345678', email: 'carla@example.com' },
    ]);
    const [contact] = (await get(ana.token, url())).json().results;
    expect(contact.external_id).toBe('phone-1');
    const response = await put(ana.token, contact.id, { cel: '+4915187654321', email: 'other@example.com', tel: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      cel: [messages.importedFieldLocked],
      email: [messages.importedFieldLocked],
    });
    const same = await put(ana.token, contact.id, {
      first_name: 'Carlota',
      cel: '+49 151 1234 5678',
      email: 'Carla@example.com',
      tel: null,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ first_name: 'Carlota', cel: '+4915112345678', email: 'carla@example.com' });
  });
});

describe('DELETE /contacts/{id}/', () => {
  it('removes the contact and its picture', async () => {
    const ana = await createSignedInMember(t);
    const contact = (await sendForm(ana.token, 'POST', url(), { first_name: 'Carla' }, await image())).json();
    const response = await t.app.inject({ method: 'DELETE', url: url(contact.id), headers: bearer(ana.token) });
    expect(response.statusCode).toBe(204);
    expect((await get(ana.token, url(contact.id))).json().code).toBe('contact.not_found');
    expect((await fetchStored(contact.image['30'])).statusCode).toBe(404);
  });

  it('removes the pictures of a member’s contacts with their account', async () => {
    const ana = await createSignedInMember(t);
    const contact = (await sendForm(ana.token, 'POST', url(), { first_name: 'Carla' }, await image())).json();
    expect((await fetchStored(contact.image['500'])).statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/thr/v1/api/users/me', headers: bearer(ana.token) });
    expect(deleted.statusCode).toBe(204);
    expect((await fetchStored(contact.image['500'])).statusCode).toBe(404);
    const { rows } = await t.context.db.$client.query(
      'select count(*)::int as left_over from contacts where owner_id = $1',
      [ana.id],
    );
    expect(rows[0].left_over).toBe(0);
  });
});

describe('linked members', () => {
  const verifyPhone = (member: { id: string }, phoneNumber: string, verified: boolean) =>
    t.context.db.$client.query('update auth_users set phone_number = $2, phone_number_verified = $3 where id = $1', [
      member.id,
      phoneNumber,
      verified,
    ]);

  it('links a contact to the member who signs in with its email, shown as the owner may see them', async () => {
    const ana = await createSignedInMember(t);
    const bea = await createMember(t, { firstName: 'Bea', lastName: 'Reis', email: 'Bea.Reis@example.com' });
    const contact = await createContact(t, ana, { first_name: 'Beatriz', email: 'bea.reis@EXAMPLE.com' });
    expect(contact.linked_user).toMatchObject({ id: bea.id, first_name: 'Bea', display_name: 'Bea Reis' });
    // Bea's email is hidden from members by default, and stays hidden through the contact.
    expect(contact.linked_user?.email).toBeNull();
  });

  it('links by a verified number, the owner’s national writing included, never by an unverified one', async () => {
    const ana = await memberLivingIn(berlin);
    const bea = await createMember(t, { verifiedPhoneNumber: '+4915100000101' });
    const cid = await createMember(t);
    await verifyPhone(cid, '+4915100000102', false);
    const national = await createContact(t, ana, { tel: '0151 0000 0101' });
    expect(national.linked_user?.id).toBe(bea.id);
    const unverified = await createContact(t, ana, { cel: '+4915100000102' });
    expect(unverified.linked_user).toBeNull();
  });

  it('never links a contact to its owner', async () => {
    const ana = await createSignedInMember(t);
    expect((await createContact(t, ana, { email: ana.email })).linked_user).toBeNull();
  });

  it('links anew when a changed email matches another member', async () => {
    const ana = await createSignedInMember(t);
    const bea = await createMember(t);
    const contact = await createContact(t, ana, { email: 'someone@example.com' });
    expect(contact.linked_user).toBeNull();
    expect((await put(ana.token, contact.id, { email: bea.email })).json().linked_user.id).toBe(bea.id);
    expect((await put(ana.token, contact.id, { email: 'someone@example.com' })).json().linked_user).toBeNull();
  });

  it('links existing contacts of every owner when a member joins later', async () => {
    const ana = await createSignedInMember(t);
    const dan = await createSignedInMember(t);
    const byEmail = await createContact(t, ana, { email: 'newcomer@example.com' });
    const byPhone = await createContact(t, dan, { cel: '+4915100000103' });
    const other = await createContact(t, dan, { email: 'stranger@example.com' });
    const newcomer = await createMember(t, { email: 'newcomer@example.com', verifiedPhoneNumber: '+4915100000103' });
    await t.context.events.publish('member.joined', {
      memberId: newcomer.id,
      email: newcomer.email,
      verifiedPhoneNumber: '+4915100000103',
      invitationId: null,
    });
    expect((await get(ana.token, url(byEmail.id))).json().linked_user.id).toBe(newcomer.id);
    expect((await get(dan.token, url(byPhone.id))).json().linked_user.id).toBe(newcomer.id);
    expect((await get(dan.token, url(other.id))).json().linked_user).toBeNull();
  });

  it('links contacts with a number once a member verifies it', async () => {
    const ana = await createSignedInMember(t);
    const contact = await createContact(t, ana, { cel: '+4915100000104' });
    const bea = await createMember(t);
    await verifyPhone(bea, '+4915100000104', true);
    await t.context.events.publish('member.phone_verified', { memberId: bea.id, phoneNumber: '+4915100000104' });
    expect((await get(ana.token, url(contact.id))).json().linked_user.id).toBe(bea.id);
  });

  it.each([
    ['the owner blocked the member', 'block', null],
    ['the member blocked the owner', null, 'block'],
  ] as const)('does not show the linked member when %s', async (_, anaHoldsBea, beaHoldsAna) => {
    const ana = await createSignedInMember(t);
    const bea = await createMember(t);
    const contact = await createContact(t, ana, { email: bea.email });
    expect(contact.linked_user?.id).toBe(bea.id);
    await connectMembers(t, ana, bea, { aHoldsB: anaHoldsBea, bHoldsA: beaHoldsAna, active: false });
    expect((await get(ana.token, url(contact.id))).json().linked_user).toBeNull();
    expect((await get(ana.token, url())).json().results[0].linked_user).toBeNull();
  });
});

describe('GET /contacts/', () => {
  const list = (token: string, query = '') => get(token, `${url()}${query}`);
  const names = (response: { json(): { results: { first_name: string }[] } }) =>
    response.json().results.map((contact) => contact.first_name);

  it('answers pages of ten by default, with the URLs of the pages around', async () => {
    const ana = await createSignedInMember(t);
    for (let index = 0; index < 12; index++) await createContact(t, ana, { first_name: `Name ${index + 10}` });
    const first = (await list(ana.token)).json();
    expect(first).toMatchObject({
      count: 12,
      next: 'http://localhost:8080/thr/v1/api/contacts/?limit=10&offset=10',
      previous: null,
    });
    expect(first.results).toHaveLength(10);
    const second = (await list(ana.token, '?ordering=first_name&offset=10')).json();
    expect(second).toMatchObject({
      count: 12,
      next: null,
      previous: 'http://localhost:8080/thr/v1/api/contacts/?ordering=first_name&offset=0&limit=10',
    });
    expect(second.results.map((contact: { first_name: string }) => contact.first_name)).toEqual(['Name 20', 'Name 21']);
  });

  it('orders by the names whatever their case, by dates, and keeps equal names in a stable order', async () => {
    const ana = await createSignedInMember(t);
    await createContact(t, ana, { first_name: 'bruno', last_name: 'Alves' });
    await createContact(t, ana, { first_name: 'Ana', last_name: 'Costa' });
    await createContact(t, ana, { first_name: 'Carla', last_name: null });
    const twins = [
      await createContact(t, ana, { first_name: 'Dora' }),
      await createContact(t, ana, { first_name: 'Dora' }),
    ];
    expect(names(await list(ana.token, '?ordering=first_name'))).toEqual(['Ana', 'bruno', 'Carla', 'Dora', 'Dora']);
    expect(names(await list(ana.token, '?ordering=-first_name'))).toEqual(['Dora', 'Dora', 'Carla', 'bruno', 'Ana']);
    expect(names(await list(ana.token, '?ordering=last_name')).slice(0, 2)).toEqual(['bruno', 'Ana']);
    expect(names(await list(ana.token, '?ordering=created_at'))).toEqual(['bruno', 'Ana', 'Carla', 'Dora', 'Dora']);
    expect(names(await list(ana.token, '?ordering=-created_at'))).toEqual(['Dora', 'Dora', 'Carla', 'Ana', 'bruno']);
    const sortedTwinIds = twins.map((twin) => twin.id).sort();
    const pageOne = (await list(ana.token, '?ordering=first_name&limit=4')).json().results;
    const pageTwo = (await list(ana.token, '?ordering=first_name&limit=4&offset=4')).json().results;
    expect([pageOne[3].id, pageTwo[0].id]).toEqual(sortedTwinIds);
  });

  it('orders by invitation date, contacts never invited last', async () => {
    const ana = await createSignedInMember(t);
    const [early, never, late] = [
      await createContact(t, ana, { first_name: 'Early' }),
      await createContact(t, ana, { first_name: 'Never' }),
      await createContact(t, ana, { first_name: 'Late' }),
    ];
    const invite = (id: string, at: string) =>
      t.context.db.$client.query('update contacts set invited_at = $2 where id = $1', [id, at]);
    await invite(early.id, '2026-01-01T10:00:00Z');
    await invite(late.id, '2026-02-01T10:00:00Z');
    expect(never.invited_at).toBeNull();
    expect(names(await list(ana.token, '?ordering=invited_at'))).toEqual(['Early', 'Late', 'Never']);
    expect(names(await list(ana.token, '?ordering=-invited_at'))).toEqual(['Late', 'Early', 'Never']);
  });

  it('searches names, email and numbers, whatever the case', async () => {
    const ana = await createSignedInMember(t);
    await createContact(t, ana, { first_name: 'Carla', last_name: 'Souza' });
    await createContact(t, ana, { first_name: 'Dora', last_name: 'Maier', email: 'dora@mail.example' });
    await createContact(t, ana, { first_name: 'Emil', last_name: null, cel: '+4915112345678' });
    await createContact(t, ana, { first_name: 'Fritz', last_name: null, tel: '+493012345678', notes: 'souza' });
    await createContact(t, ana, { first_name: '100% Gina', last_name: null });
    expect(names(await list(ana.token, '?search=SOUZ'))).toEqual(['Carla']);
    expect(names(await list(ana.token, '?search=maier'))).toEqual(['Dora']);
    expect(names(await list(ana.token, '?search=MAIL.EX'))).toEqual(['Dora']);
    expect(names(await list(ana.token, '?search=151%20123'))).toEqual(['Emil']);
    expect(names(await list(ana.token, '?search=3012'))).toEqual(['Fritz']);
    expect(names(await list(ana.token, '?search=0%25'))).toEqual(['100% Gina']);
    expect((await list(ana.token, '?search=nobody')).json()).toMatchObject({ count: 0, results: [] });
  });

  it('keeps contacts within the crossing radius of a place', async () => {
    const ana = await createSignedInMember(t);
    await createContact(t, ana, { first_name: 'Berliner', location: berlin });
    await createContact(t, ana, { first_name: 'Potsdamer', location: potsdam });
    await createContact(t, ana, { first_name: 'Hamburger', location: hamburg });
    await createContact(t, ana, { first_name: 'Nowhere' });
    const near = await list(ana.token, `?location=${berlin}`);
    expect(near.json().count).toBe(2);
    expect(names(near)).toEqual(['Berliner', 'Potsdamer']);
    expect(names(await list(ana.token, `?location=${hamburg}`))).toEqual(['Hamburger']);
    expect((await list(ana.token, '?location=999999999')).json().fields).toEqual({ location: [messages.unknownPlace] });
  });

  it('keeps the contacts that can be invited by text: a number, not a member, not invited yet', async () => {
    const ana = await createSignedInMember(t);
    const bea = await createMember(t);
    await createContact(t, ana, { first_name: 'Mobile', cel: '+4915112345678' });
    await createContact(t, ana, { first_name: 'Landline', tel: '+493012345678' });
    await createContact(t, ana, { first_name: 'EmailOnly', email: 'only@example.com' });
    await createContact(t, ana, { first_name: 'Member', cel: '+4915112345679', email: bea.email });
    const invited = await createContact(t, ana, { first_name: 'Invited', cel: '+4915112345670' });
    await t.context.db.$client.query('update contacts set invited_at = now() where id = $1', [invited.id]);
    expect(names(await list(ana.token, '?invitable=true'))).toEqual(['Landline', 'Mobile']);
    expect(names(await list(ana.token, '?invitable=false'))).toEqual(['EmailOnly', 'Invited', 'Member']);
  });

  it('answers the caller’s own list for user=themselves, and forbids anyone else’s', async () => {
    const ana = await createSignedInMember(t);
    const bea = await createSignedInMember(t);
    await createContact(t, ana);
    expect((await list(ana.token, `?user=${ana.id}`)).json().count).toBe(1);
    const response = await list(ana.token, `?user=${bea.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: messages.notAllowed });
  });
});

describe('the API document', () => {
  it('describes every contacts call with its schemas', async () => {
    const { paths } = (await t.app.inject({ url: '/thr/v1/api/openapi.json' })).json();
    expect(Object.keys(paths['/thr/v1/api/contacts/'])).toEqual(['get', 'post']);
    expect(Object.keys(paths['/thr/v1/api/contacts/{id}/'])).toEqual(['get', 'put', 'delete']);
    const list = paths['/thr/v1/api/contacts/'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['user', 'limit', 'offset', 'search', 'location', 'ordering', 'invitable']),
    );
    const create = paths['/thr/v1/api/contacts/'].post;
    expect(Object.keys(create.requestBody.content)).toEqual(['application/json', 'multipart/form-data']);
    expect(create.responses['201'].content['application/json'].schema.properties).toHaveProperty('linked_user');
    const run = paths['/thr/v1/api/contacts/bulk_create/'].post;
    expect(run.responses['200'].content['application/json'].schema.properties).toHaveProperty('over_limit');
  });
});
