import { messages } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createContact, createSignedInMember } from '../../test/factories.ts';
import { multipartForm } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ana: Awaited<ReturnType<typeof createSignedInMember>>;
let bea: Awaited<ReturnType<typeof createSignedInMember>>;
let anasContact: Awaited<ReturnType<typeof createContact>>;

beforeAll(async () => {
  t = await createTestApp();
  ana = await createSignedInMember(t);
  bea = await createSignedInMember(t);
  anasContact = await createContact(t, ana, { first_name: 'Carla', email: 'carla@example.com', cel: '+4915112345678' });
});
afterAll(() => t.close());

const contactUrl = (id: string) => `/thr/v1/api/contacts/${id}/`;
const notFound = { code: 'contact.not_found', message: messages.contactNotFound };

/** Ana's contact as Ana sees it now. */
const anasView = () => t.app.inject({ method: 'GET', url: contactUrl(anasContact.id), headers: bearer(ana.token) });

describe("another member's contacts", () => {
  it.each([
    ['GET', undefined],
    ['PUT', { first_name: 'Taken', connection_type: 'close' }],
    ['DELETE', undefined],
  ] as const)('answers %s on one of them as not found and changes nothing', async (method, payload) => {
    const response = await t.app.inject({
      method,
      url: contactUrl(anasContact.id),
      headers: bearer(bea.token),
      payload,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
    expect((await anasView()).json()).toEqual(anasContact);
  });

  it('answers a multipart PUT on one of them as not found', async () => {
    const form = multipartForm({ first_name: 'Taken', image: 'null' });
    const response = await t.app.inject({
      method: 'PUT',
      url: contactUrl(anasContact.id),
      headers: { ...bearer(bea.token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(404);
    expect((await anasView()).json()).toEqual(anasContact);
  });

  it('answers ids that name no contact the same way', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: contactUrl(id), headers: bearer(ana.token), payload: {} });
        expect(response.json()).toEqual(notFound);
      }
    }
  });

  it('never lists them, and forbids asking for them by user', async () => {
    await createContact(t, bea, { first_name: 'Dora' });
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/thr/v1/api/contacts/${query}`, headers: bearer(bea.token) });
    const own = (await list('?limit=100')).json();
    expect(own.count).toBe(1);
    expect(own.results.map((contact: { first_name: string }) => contact.first_name)).toEqual(['Dora']);
    expect((await list('?search=carla')).json().count).toBe(0);
    const response = await list(`?user=${ana.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });

  it('keeps one member’s import from touching another member’s contact with the same email and number', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/thr/v1/api/contacts/bulk_create/',
      headers: bearer(bea.token),
      payload: [{ first_name: 'Imposter', email: 'carla@example.com', cel: '+4915112345678' }],
    });
    expect(response.json()).toMatchObject({ created: 1, updated: 0 });
    expect((await anasView()).json()).toEqual(anasContact);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/thr/v1/api/contacts/'],
    ['POST', '/thr/v1/api/contacts/'],
    ['POST', '/thr/v1/api/contacts/bulk_create/'],
    ['GET', 'contact'],
    ['PUT', 'contact'],
    ['DELETE', 'contact'],
  ] as const)('answers %s %s with 401', async (method, path) => {
    const url = path === 'contact' ? contactUrl(anasContact.id) : path;
    const payload = path.endsWith('bulk_create/') ? [] : method === 'GET' || method === 'DELETE' ? undefined : {};
    const response = await t.app.inject({ method, url, payload });
    expect(response.statusCode).toBe(401);
  });
});
