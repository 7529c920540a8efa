import { randomUUID } from 'node:crypto';
import type { CreateContactRequest } from '@here-and-there/contracts';
import { connections } from '../modules/connections/connections.table.ts';
import { createContact as createContactOf } from '../modules/contacts/contacts.service.ts';
import { createEmailIdentity, type EmailIdentity } from '../modules/identity/index.ts';
import { startSession } from '../modules/identity/sessions.ts';
import { findMember } from '../modules/users/index.ts';
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
