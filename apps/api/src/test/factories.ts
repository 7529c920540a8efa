import { randomUUID } from 'node:crypto';
import { type CreateContactRequest, type CreateTripRequest, createTripRequest } from '@here-and-there/contracts';
import { connections } from '../modules/connections/connections.table.ts';
import { createContact as createContactOf } from '../modules/contacts/contacts.service.ts';
import { createEmailIdentity, type EmailIdentity } from '../modules/identity/index.ts';
import { startSession } from '../modules/identity/sessions.ts';
import { createTrip as createTripOf } from '../modules/trips/trips.service.ts';
import { findMember } from '../modules/users/index.ts';
import { lisbon } from './places.ts';
import type { TestApp } from './test-app.ts';

/** A password that satisfies the sign-up rule (8 characters with a digit). */
export const memberPassword = 'Travel2026';

export interface TestMember {
  id: string;
  email: string;
  password: string;
}

/** A member created through the same use case as sign-up; every field can be overridden. */
export async function createMember(t: TestApp, overrides: Partial<EmailIdentity> = {}): Promise<TestMember> {
  const identity: EmailIdentity = {
    email: `member-${randomUUID()}@example.com`,
    password: memberPassword,
    firstName: 'Ana',
    lastName: 'Lima',
    ...overrides,
  };
  const member = await createEmailIdentity(t.context, identity);
  return { id: member.id, email: identity.email.toLowerCase(), password: identity.password };
}

/** A member with a session: `token` is their bearer token. */
export async function createSignedInMember(t: TestApp, overrides: Partial<EmailIdentity> = {}) {
  const member = await createMember(t, overrides);
  const { token } = await startSession(t.context, member.id, { ipAddress: '127.0.0.1', userAgent: 'vitest' });
  return { ...member, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the identity route, as the web app does, from the test's own address. */
export const signInWithPassword = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/sign-in/email', payload: { email, password } });

/** What an API test calls a route with: who (null when signed out), the method, the path under `/thr/v1/api`, the body. */
export type ApiCall = [
  member: { token: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
];

/**
 * A request to the API over HTTP (Fastify's inject), as `member` with their bearer token. It is
 * made once the jobs of the events published before it have run (by requests or by use cases
 * called directly), and answers once those of its own have, as a member's next look would find
 * them done: a test reads what they made, or that they made nothing, without racing them.
 */
export async function callApi(t: TestApp, ...[member, method, url, payload]: ApiCall) {
  await t.eventsHandled();
  const response = await t.app.inject({
    method,
    url: `/thr/v1/api${url}`,
    headers: member ? bearer(member.token) : {},
    payload,
  });
  await t.eventsHandled();
  return response;
}

type Level = 'close' | 'general' | 'block';

/**
 * Two members placed at levels as a test needs them, written straight to the connections table so
 * policy tests do not depend on the connection API. `aHoldsB` is how `a` holds `b`; a connection
 * that is not `active` is pending, `a` having asked.
 */
export async function connectMembers(
  t: TestApp,
  a: { id: string },
  b: { id: string },
  options: { aHoldsB: Level | null; bHoldsA: Level | null; active: boolean },
) {
  const connectionId = randomUUID();
  await t.context.db.insert(connections).values([
    {
      memberId: a.id,
      otherId: b.id,
      connectionId,
      level: options.aHoldsB,
      otherLevel: options.bHoldsA,
      status: options.active ? 'active' : 'pending_initiator',
    },
    {
      memberId: b.id,
      otherId: a.id,
      connectionId,
      level: options.bHoldsA,
      otherLevel: options.aHoldsB,
      status: options.active ? 'active' : 'pending_receiver',
    },
  ]);
}

/** A contact in `owner`'s address book, typed in through the same use case as `POST /contacts/`. */
export async function createContact(t: TestApp, owner: { id: string }, fields: Partial<CreateContactRequest> = {}) {
  const profile = await findMember(t.context.db, owner.id);
  return createContactOf(t.context, profile!.member, { first_name: 'Carla', last_name: 'Souza', ...fields });
}

/** A day in milliseconds, for moving the test clock. */
export const dayMs = 86_400_000;

/** The day `days` after the test clock's today (before it when negative), as trips are sent: `YYYY-MM-DD`. */
export function dayFromToday(t: TestApp, days: number) {
  return new Date(t.clock.now().getTime() + days * dayMs).toISOString().slice(0, 10);
}

/**
 * A trip of `owner`, recorded through the same use case as `POST /trips/` (with its checks): to
 * Lisbon from a week after today for four days, confirmed and public, unless `fields` say otherwise.
 */
export async function createTrip(t: TestApp, owner: { id: string }, fields: Partial<CreateTripRequest> = {}) {
  const profile = await findMember(t.context.db, owner.id);
  const request = createTripRequest.parse({
    location: lisbon,
    arrival_datetime: dayFromToday(t, 7),
    departure_datetime: dayFromToday(t, 10),
    ...fields,
  });
  return createTripOf(t.context, profile!.member, request);
}
