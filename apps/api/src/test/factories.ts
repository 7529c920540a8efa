import { randomUUID } from 'node:crypto';
import { createEmailIdentity, type EmailIdentity } from '../modules/identity/index.ts';
import { startSession } from '../modules/identity/sessions.ts';
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
