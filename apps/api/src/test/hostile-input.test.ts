import { randomUUID } from 'node:crypto';
import { errorCatalogue, messages } from '@here-and-there/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, callApi, connectMembers, createContact, createSignedInMember, createTrip } from './factories.ts';
import { multipartForm } from './multipart.ts';
import { lisbon } from './places.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Hostile input against every operation the OpenAPI document names, and the identity routes
 * Better Auth serves beside it: whatever arrives, the answer is never a 5xx, every error has the
 * API's shape, a refused request stores nothing, and another member's ids give nothing of theirs.
 */

/** Fixed, so a failure replays; fast-check prints it with the failing request. */
const seed = 20_261_126;
const runsPerOperation = 10;

interface JsonSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  required?: string[];
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the document writes it, `{id}` for a path parameter. */
  path: string;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  multipart: boolean;
  /** Better Auth's routes are called signed out, as the app calls them. */
  signedIn: boolean;
}

interface HostileRequest {
  method: Operation['method'];
  /** Which of the other member's things the path names, if any. */
  theirs?: keyof MemberIds;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const string: JsonSchema = { type: 'string' };
const flag: JsonSchema = { type: 'boolean' };
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', properties });
const identityRoute = (method: Operation['method'], path: string, body?: JsonSchema, query = {}): Operation => ({
  method,
  path,
  query,
  body,
  multipart: false,
  signedIn: false,
});

/** Better Auth's routes that the app calls (`auth.queries.ts`) and the ones it leaves open; not in the document. */
const identityRoutes: Operation[] = [
  identityRoute('POST', '/auth/sign-in/email', object({ email: string, password: string, rememberMe: flag })),
  identityRoute('POST', '/auth/sign-up/email', object({ email: string, password: string, name: string })),
  identityRoute('POST', '/auth/phone-number/send-otp', object({ phoneNumber: string })),
  identityRoute(
    'POST',
    '/auth/phone-number/verify',
    object({ phoneNumber: string, code: string, updatePhoneNumber: flag, disableSession: flag }),
  ),
  identityRoute('POST', '/auth/request-password-reset', object({ email: string, redirectTo: string })),
  identityRoute('POST', '/auth/reset-password', object({ newPassword: string, token: string })),
  identityRoute('GET', '/auth/reset-password/{id}', undefined, { callbackURL: string }),
  identityRoute(
    'POST',
    '/auth/sign-in/social',
    object({ provider: string, callbackURL: string, errorCallbackURL: string }),
  ),
];

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      query: Object.fromEntries(
        (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
      ),
      body: operation.requestBody?.content['application/json']?.schema,
      multipart: !!operation.requestBody?.content['multipart/form-data'],
      signedIn: true,
    })),
  );
}

const typesOf = (schema: JsonSchema): string[] => [
  ...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []),
  ...(schema.anyOf ?? []).flatMap(typesOf),
];
const isUuid = (schema: JsonSchema) => schema.format === 'uuid' || (schema.anyOf ?? []).some(isUuid);
const isDateField = (name: string) => /(^date_|_datetime$|_at$)/.test(name);

const around = (characters: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ maxLength: 6 }), characters, fc.string({ maxLength: 6 })).map((parts) => parts.join(''));
/**
 * Characters no text field stores: NUL above all (PostgreSQL fails on it), other controls and
 * halves of surrogate pairs (which it would store as nonsense).
 */
const unprintableText = fc.oneof(
  { arbitrary: around(fc.constant('\u0000')), weight: 2 },
  around(fc.constantFrom('\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff')),
);
const hugeText = fc.constantFrom('x'.repeat(20_000), `${'9'.repeat(5_000)}@example.com`);
/** Dates that do not exist, or lie outside what PostgreSQL holds once in UTC. */
const impossibleDates = fc.constantFrom(
  '2030-02-31',
  '2031-02-29',
  '2030-04-31T10:00:00Z',
  '2030-13-01',
  '2030-00-10',
  '0000-01-01',
  '9999-12-31T23:59:59-05:00',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01',
  '2030-01-01T25:00:00Z',
);
const notUuids = fc.constantFrom('not-a-uuid', '0', '..', "' or 1=1 --", '00000000-0000-0000-0000-00000000000g');

/** A value of the wrong type for a field of this schema. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const candidates: unknown[] = [
    ...(types.includes('string') ? [] : ['text', '']),
    ...(types.includes('integer') || types.includes('number') ? [] : [42, -1.5, 1e308]),
    ...(types.includes('boolean') ? [] : [true]),
    ...(types.includes('array') ? [] : [[], ['a', 1]]),
    ...(types.includes('object') ? [] : [{}, { nested: { deeper: 'x' } }]),
  ];
  return fc.constantFrom(...candidates);
}

/** The ids of a member's things, as paths name them. */
interface MemberIds {
  member: string;
  trip: string;
  contact: string;
  connection: string;
  notification: string;
}

/** A hostile value for one field: wrong type, control characters, too long, an impossible date, a foreign id. */
function hostileValue(name: string, schema: JsonSchema, theirs: MemberIds): fc.Arbitrary<unknown> {
  const options: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: wrongType(schema), weight: 2 },
    { arbitrary: unprintableText, weight: 4 },
    { arbitrary: hugeText, weight: 1 },
  ];
  if (isDateField(name)) options.push({ arbitrary: impossibleDates, weight: 8 });
  if (isUuid(schema) || (schema.items && isUuid(schema.items))) {
    const foreign = fc.constantFrom(...Object.values(theirs), randomUUID());
    const foreignList = fc.array(fc.oneof(foreign, notUuids, unprintableText), { maxLength: 3 });
    options.push(...[notUuids, foreign, foreignList].map((arbitrary) => ({ arbitrary, weight: 2 })));
  }
  const items = schema.items;
  if (items?.properties)
    options.push({ arbitrary: fc.array(hostileObject(items, theirs), { maxLength: 3 }), weight: 8 });
  else if (items) options.push({ arbitrary: fc.array(hostileValue(name, items, theirs), { maxLength: 3 }), weight: 2 });
  if (schema.properties) options.push({ arbitrary: hostileObject(schema, theirs), weight: 8 });
  return fc.oneof(...options);
}

const twoWeeksAhead = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

/**
 * A value the field accepts, guessed from its schema and name, so that one hostile field beside
 * it is what the server has to deal with rather than a missing one.
 */
function plausibleValue(name: string, schema: JsonSchema, theirs: MemberIds): unknown {
  const types = typesOf(schema);
  if (schema.enum) return schema.enum[0];
  if (schema.properties) return plausibleObject(schema, theirs);
  if (types.includes('array')) return [];
  if (types.includes('boolean')) return name === 'accept_terms';
  if (types.includes('integer') || types.includes('number')) return name === 'location' ? lisbon : 1;
  if (isUuid(schema)) return theirs.member;
  if (isDateField(name)) return twoWeeksAhead;
  if (/email/i.test(name)) return `someone-${randomUUID()}@example.com`;
  if (/phone|^cel$|^tel$/i.test(name)) return '+4915112345678';
  if (/password/i.test(name)) return 'Travel2026';
  if (/link|url/i.test(name)) return 'https://example.com/ana';
  return 'Plausible';
}

const plausibleObject = (schema: JsonSchema, theirs: MemberIds) =>
  Object.fromEntries(
    (schema.required ?? []).map((name) => [name, plausibleValue(name, schema.properties?.[name] ?? {}, theirs)]),
  );

/**
 * An object schema's required fields, plausible, with one field hostile; or some fields, each
 * hostile. Maybe with fields the schema does not name, among them another member's ids.
 */
function hostileObject(schema: JsonSchema, theirs: MemberIds): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  const oneHostile = fc
    .constantFrom(...fields)
    .chain(([name, field]) =>
      hostileValue(name, field, theirs).map((value) => ({ ...plausibleObject(schema, theirs), [name]: value })),
    );
  const allHostile = fc.record(
    Object.fromEntries(fields.map(([name, field]) => [name, hostileValue(name, field, theirs)])),
    { requiredKeys: [] },
  );
  const unknown = fc.record(
    { owner: fc.constant(theirs.member), id: fc.constant(theirs.trip), not_a_field: unprintableText },
    { requiredKeys: [] },
  );
  return fc
    .tuple(fields.length > 0 ? fc.oneof({ arbitrary: oneHostile, weight: 3 }, allHostile) : allHostile, unknown)
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** Every byte of the UTF-8 text percent-encoded: lone surrogates too, which `encodeURIComponent` refuses. */
const percentEncoded = (value: string) =>
  [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const takesInput = (operation: Operation) =>
  operation.path.includes('{') || Object.keys(operation.query).length > 0 || operation.body !== undefined;

const asJson = (value: unknown) => ({
  payload: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

const asQueryValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function hostileRequests(operation: Operation, caller: { token: string; ids: MemberIds }, theirs: MemberIds) {
  const headers = operation.signedIn ? bearer(caller.token) : {};
  // The caller's own ids let hostile bodies reach the database; never to delete the caller's account.
  const mine = operation.method === 'DELETE' ? [] : Object.values(caller.ids);
  const pathId = fc.oneof(
    fc.constantFrom(...Object.values(theirs), ...mine),
    notUuids,
    unprintableText,
    fc.constant(randomUUID()),
  );
  const query = fc.record(
    Object.fromEntries(
      Object.entries(operation.query).map(([name, schema]) => [name, hostileValue(name, schema, theirs)]),
    ),
    { requiredKeys: [] },
  );
  const schema = operation.body;
  const body: fc.Arbitrary<{ payload?: string | Buffer; headers: Record<string, string> }> = schema
    ? fc.oneof(
        {
          arbitrary: (schema.properties ? hostileObject(schema, theirs) : hostileValue('body', schema, theirs)).map(
            asJson,
          ),
          weight: 6,
        },
        { arbitrary: wrongType(schema).map(asJson), weight: 1 },
        // Another member's ids in the path come with a body that passes, so their ownership is what is tried.
        { arbitrary: fc.constant(asJson(schema.properties ? plausibleObject(schema, theirs) : [])), weight: 1 },
        ...(operation.multipart && schema.properties
          ? [
              {
                arbitrary: hostileObject(schema, theirs).map((fields) =>
                  multipartForm(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asQueryValue(v)]))),
                ),
                weight: 2,
              },
            ]
          : []),
      )
    : fc.constant({ headers: {} });
  return fc
    .record({ id: pathId, query, body })
    .map(({ id, query: values, body: { payload, headers: bodyHeaders } }): HostileRequest => {
      const search = new URLSearchParams(
        Object.entries(values).map(([name, value]): [string, string] => [name, asQueryValue(value)]),
      );
      const path = operation.path.replaceAll(/\{\w+\}/g, percentEncoded(id));
      const named = Object.entries(theirs).find(([, theirId]) => theirId === id)?.[0] as keyof MemberIds | undefined;
      return {
        method: operation.method,
        theirs: operation.signedIn && operation.path.includes('{') ? named : undefined,
        url: `${path}${search.size > 0 ? `?${search}` : ''}`,
        headers: { ...headers, ...bodyHeaders },
        payload,
      };
    });
}

/** Bodies refused before any handler reads them, for every operation that takes none as well. */
function unreadableBodies(operation: Operation, caller: { token: string }): HostileRequest[] {
  const json = { ...(operation.signedIn ? bearer(caller.token) : {}), 'content-type': 'application/json' };
  const path = operation.path.replaceAll(/\{\w+\}/g, randomUUID());
  const deep = (open: string, close: string, depth: number) => `${open.repeat(depth)}${close.repeat(depth)}`;
  const bodies = [
    deep('[', ']', 100_000),
    deep('{"a":', '}', 50_000).replace(/\{"a":\}/, '{"a":1}'),
    deep('{"a":[', ']}', 40),
    JSON.stringify({ a: 'x'.repeat(1_100_000) }),
    '{"email": "a@b.co", "password": ',
    '{"__proto__": {"admin": true}}',
  ];
  return [
    ...bodies.map((payload) => ({ method: operation.method, url: path, headers: json, payload })),
    { method: operation.method, url: path, headers: { ...json, 'content-type': 'text/plain' }, payload: 'hello' },
  ];
}

/**
 * A signed-in member with one of each thing a path names by id: a hidden trip, a contact, a
 * connection and a notification (of a third member's request). `secret` marks what is theirs alone.
 */
async function memberWithOneOfEach(t: TestApp, secret?: string) {
  const member = await createSignedInMember(t, secret ? { email: `${secret}@example.com` } : {});
  const [friend, asker] = [await createSignedInMember(t), await createSignedInMember(t)];
  const trip = await createTrip(t, member, { visibility: 'hidden', description: secret ?? null });
  const contact = await createContact(t, member, { first_name: secret ?? 'Carla', cel: '+4915112345678' });
  await connectMembers(t, member, friend, { aHoldsB: 'close', bHoldsA: 'close', active: true });
  const asked = await callApi(t, asker, 'POST', '/connections/', { receiver: member.id, type: 'general' });
  expect(asked.statusCode).toBe(201);
  const [notifications, connections] = [
    (await callApi(t, member, 'GET', '/notifications/')).json(),
    (await callApi(t, member, 'GET', `/connections/?status=active`)).json(),
  ];
  const ids: MemberIds = {
    member: member.id,
    trip: trip.id,
    contact: contact.id,
    connection: connections.results[0].id,
    notification: notifications.results[0].id,
  };
  return { ...member, ids };
}

describe('hostile input', () => {
  let t: TestApp;
  let caller: Awaited<ReturnType<typeof memberWithOneOfEach>>;
  let theirs: MemberIds;
  let operations: Operation[];
  /** Tables small enough to count on every request: what a request could write. */
  let tables: string[];
  const secret = `secret-${randomUUID()}`;

  const countRows = async () => {
    const counts = await t.context.db.execute<{ name: string; rows: number }>(
      sql.raw(
        tables.map((name) => `select '${name}' as name, count(*)::int as rows from "${name}"`).join(' union all '),
      ),
    );
    return Object.fromEntries(counts.rows.map((row) => [row.name, row.rows]));
  };

  /** What of the other member's no one else may change, as stored (others may still ask to connect). */
  const theirData = async () =>
    (
      await t.context.db.execute(
        sql`select (select json_agg(t) from trips t where owner_id = ${theirs.member}) as trips,
                   (select json_agg(c) from contacts c where owner_id = ${theirs.member}) as contacts,
                   (select json_agg(c) from connections c where connection_id = ${theirs.connection}) as connection,
                   (select row_to_json(n) from notifications n where id = ${theirs.notification}) as notification,
                   (select row_to_json(m) from members m where id = ${theirs.member}) as profile`,
      )
    ).rows[0];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1000' });
    caller = await memberWithOneOfEach(t);
    const them = await memberWithOneOfEach(t, secret);
    theirs = them.ids;
    const document = (await t.app.inject({ method: 'GET', url: '/thr/v1/api/openapi.json' })).json();
    operations = [...operationsOf(document), ...identityRoutes];
    const names = await t.context.db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    );
    tables = names.rows.map((row) => row.name);
    // The places of the cities dump never change: counting them on every request would only be slow.
    const counts = await countRows();
    tables = tables.filter((name) => (counts[name] ?? 0) < 10_000);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const send = (request: HostileRequest) =>
    t.app.inject({ method: request.method, url: request.url, headers: request.headers, payload: request.payload });

  /** Row counts after the last request: a refused request must leave them as they were. */
  let stored: Record<string, number>;

  /** No 5xx; errors in the API's shape; nothing stored when refused; nothing of the other member's shown. */
  async function expectHandled(request: HostileRequest) {
    const response = await send(request);
    const where = `${request.method} ${request.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, where).toBeLessThan(500);
    expect(response.body, where).not.toContain(secret);
    // Another member's things are not found (or not the caller's to change); only a profile shows.
    if (request.theirs && !(request.theirs === 'member' && request.method === 'GET')) {
      expect([400, 403, 404], where).toContain(response.statusCode);
    }
    // What an accepted request made through its events (a notification and its delivery) is made
    // by jobs after the answer: counted before the next request, not during it.
    await t.eventsHandled();
    const after = await countRows();
    if (response.statusCode >= 400) {
      const body = response.json();
      expect(typeof body.code, where).toBe('string');
      expect(typeof body.message, where).toBe('string');
      if (body.fields !== undefined) expect(typeof body.fields, where).toBe('object');
      expect(after, where).toEqual(stored);
    }
    stored = after;
  }

  it('refuses a NUL in a typed text field, a query string and an identity call, naming the field', async () => {
    const refused = { code: 'validation_failed', message: messages.fieldsIncorrect };
    const bio = await callApi(t, caller, 'PUT', `/users/${caller.id}`, { bio: 'Hi\u0000there' });
    expect(bio.json()).toEqual({ ...refused, fields: { bio: [messages.unprintableCharacters] } });
    const search = await callApi(t, caller, 'GET', '/address-search/?q=Ber%00lin');
    expect(search.json()).toEqual({ ...refused, fields: { q: [messages.unprintableCharacters] } });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in/email',
      payload: { email: `${caller.email}\u0000`, password: 'Travel2026' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual({ ...refused, fields: { email: [messages.unprintableCharacters] } });
  });

  it('drops control characters from an imported contact instead of refusing the whole run', async () => {
    const imported = await callApi(t, caller, 'POST', '/contacts/bulk_create/', [
      {
        external_id: 'phone-1\u0000',
        first_name: 'Zel\u0007da',
        last_name: 'Ruiz\nLópez',
        cel: '+4915112345678',
        notes: 'Met in\u000b Lisbon\nSummer',
      },
    ]);
    expect(imported.statusCode).toBe(200);
    const listed = await callApi(t, caller, 'GET', '/contacts/?search=Zelda');
    expect(listed.json().results).toMatchObject([
      { first_name: 'Zelda', last_name: 'Ruiz López', notes: 'Met in Lisbon\nSummer' },
    ]);
  });

  it('keeps tabs and line breaks in multiline text, and refuses other control characters there', async () => {
    const bio = await callApi(t, caller, 'PUT', `/users/${caller.id}`, { bio: 'Line one\n\tLine two' });
    expect(bio.json().bio).toBe('Line one\n\tLine two');
    const bell = await callApi(t, caller, 'PUT', `/users/${caller.id}`, { bio: 'Ring\u0007' });
    expect(bell.json().fields).toEqual({ bio: [messages.unprintableCharacters] });
  });

  it('refuses a trip on a date that does not exist instead of moving it to the next month', async () => {
    const trip = await callApi(t, caller, 'POST', '/trips/', {
      location: 2267057,
      arrival_datetime: '2030-02-31',
      departure_datetime: '2030-03-05',
    });
    expect(trip.statusCode).toBe(400);
    expect(trip.json().fields).toEqual({ arrival_datetime: [messages.invalidDate] });
  });

  it('refuses date filters beyond the year 9999 in UTC, or before the year 1, as invalid dates', async () => {
    for (const date of ['9999-12-31T23:59:59-05:00', '0000-01-01', '2030-02-30']) {
      const trips = await callApi(t, caller, 'GET', `/trips/?date_gte=${encodeURIComponent(date)}`);
      expect(trips.statusCode, date).toBe(400);
      expect(trips.json().fields, date).toEqual({ date_gte: [messages.invalidDate] });
    }
  });

  it('refuses deeply nested JSON with a 400 before the identity server reads it', async () => {
    const nested = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: nested,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
  });

  it("answers the identity server's own errors in the API's error shape", async () => {
    const disabled = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-up/email',
      payload: { email: 'new@example.com', password: 'Travel2026', name: 'New' },
    });
    expect(disabled.statusCode).toBeGreaterThanOrEqual(400);
    expect(disabled.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    expect(Object.keys(errorCatalogue)).toContain(disabled.json().code);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in/email',
      payload: { email: 'not-an-email', password: 'Travel2026' },
    });
    expect(malformed.json()).toEqual({
      code: 'validation_failed',
      message: messages.fieldsIncorrect,
      fields: { email: [messages.invalidEmail] },
    });
  });

  it('walks every operation of the OpenAPI document and the identity routes', () => {
    const paths = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(paths).toContain('POST /thr/v1/api/trips/');
    expect(paths).toContain('GET /thr/v1/api/address-search/');
    expect(paths.length).toBeGreaterThan(40);
  });

  it('answers every hostile request to every operation without a 5xx, in the error shape, storing nothing refused', async () => {
    const theirsBefore = await theirData();
    stored = await countRows();
    for (const [index, operation] of operations.entries()) {
      // A GET's body is never read.
      if (operation.method !== 'GET') {
        for (const request of unreadableBodies(operation, caller)) await expectHandled(request);
      }
      // An operation that reads nothing (`DELETE /users/me`) has nothing hostile to be sent but its bodies.
      if (!takesInput(operation)) continue;
      await fc.assert(
        fc.asyncProperty(hostileRequests(operation, caller, theirs), async (request) => {
          await expectHandled(request);
        }),
        { seed: seed + index, numRuns: runsPerOperation, endOnFailure: true },
      );
    }
    expect(await theirData()).toEqual(theirsBefore);
    expect((await callApi(t, caller, 'GET', '/users/me')).statusCode).toBe(200);
  }, 120_000);
});
