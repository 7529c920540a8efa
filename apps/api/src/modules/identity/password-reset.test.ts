import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createMember, createSignedInMember, signInWithPassword } from '../../test/factories.ts';
import { linkInEmail, readableEmail, waitForOutbox } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { passwordResetTokenLifetimeSeconds, requestLimits } from './limits.ts';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const requestReset = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/request-password-reset',
      payload: { email, redirectTo: '/auth/reset-password-confirm' },
    });
  const resetPassword = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, newPassword } });
  const signIn = (email: string, password: string) => signInWithPassword(t, email, password);

  /** Asks for a reset and returns the token of the link in the email. */
  async function tokenFor(email: string) {
    const before = (await t.emails()).length;
    expect((await requestReset(email)).statusCode).toBe(200);
    const emails = await waitForOutbox(t.emails, before + 1);
    expect(emails).toHaveLength(before + 1);
    const link = linkInEmail(emails.at(-1)!, 'http://localhost:8080/auth/reset-password-confirm');
    return link.searchParams.get('token')!;
  }

  it('answers the same for a registered and an unknown address, and emails only the member', async () => {
    const member = await createMember(t);
    const before = (await t.emails()).length;
    const known = await requestReset(member.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const emails = (await waitForOutbox(t.emails, before + 1)).slice(before);
    expect(emails).toHaveLength(1);
    expect(readableEmail(emails[0]!)).toContain(`To: ${member.email}`);
  });

  it('emails a link to the web app page that resets the password once', async () => {
    const member = await createMember(t);
    const token = await tokenFor(member.email);
    expect((await resetPassword(token, 'NewTravel2027')).statusCode).toBe(200);
    expect((await signIn(member.email, 'NewTravel2027')).statusCode).toBe(200);
    expect((await signIn(member.email, member.password)).statusCode).toBe(401);

    const again = await resetPassword(token, 'Another2028');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'auth.link_invalid', message: 'This link is invalid or has expired' });
  });

  it('keeps only a hash of the token', async () => {
    const member = await createMember(t);
    const token = await tokenFor(member.email);
    const stored = await t.context.db.$client.query('select identifier, value from auth_verifications');
    expect(JSON.stringify(stored.rows)).not.toContain(token);
  });

  it('signs the member out everywhere once the password is reset', async () => {
    const member = await createSignedInMember(t);
    const token = await tokenFor(member.email);
    expect((await resetPassword(token, 'NewTravel2027')).statusCode).toBe(200);
    const profile = await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(member.token) });
    expect(profile.statusCode).toBe(401);
  });

  it('refuses a link older than 30 minutes', async () => {
    const member = await createMember(t);
    const token = await tokenFor(member.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (passwordResetTokenLifetimeSeconds + 1) * 1000);
    const response = await resetPassword(token, 'NewTravel2027');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.link_invalid');
  });

  it('holds the new password to the sign-up rule, in the spec words', async () => {
    const member = await createMember(t);
    const token = await tokenFor(member.email);
    const noDigit = await resetPassword(token, 'travelling');
    expect(noDigit.statusCode).toBe(400);
    expect(noDigit.json()).toEqual({
      code: 'validation_failed',
      message: 'One or more fields are incorrect.',
      fields: { newPassword: ['Password is invalid. At least 1 number is required.'] },
    });
    const tooShort = await resetPassword(token, 'ab1');
    expect(tooShort.json().fields).toEqual({ newPassword: ['The password must be at least 8 characters long.'] });
    // A refused password does not spend the link.
    expect((await resetPassword(token, 'NewTravel2027')).statusCode).toBe(200);
  });

  it('limits reset emails per address', async () => {
    const member = await createMember(t);
    const statuses = [];
    for (let request = 0; request <= requestLimits.passwordResetPerEmail.max; request++) {
      statuses.push((await requestReset(member.email)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  });
});
