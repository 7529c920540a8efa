import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, createSignedInMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { impersonationTokenLifetimeMs } from './limits.ts';

describe('impersonation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const issueToken = (token: string, userId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/thr/v1/api/impersonation-tokens/',
      headers: bearer(token),
      payload: { user_id: userId },
    });
  const impersonate = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/thr/v1/api/impersonate/', payload });

  it('lets an admin sign in as a member with a one-time token', async () => {
    const admin = await createSignedInMember(t, { userType: 'admin' });
    const target = await createMember(t, { firstName: 'Teresa', lastName: 'Lopes' });
    const issued = await issueToken(admin.token, target.id);
    expect(issued.statusCode).toBe(201);
    const { token, expires_at: expiresAt } = issued.json();
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(impersonationTokenLifetimeMs);

    const redeemed = await impersonate({ token });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().user).toMatchObject({ id: target.id, display_name: 'Teresa Lopes' });
    const profile = await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(redeemed.json().token) });
    expect(profile.json().id).toBe(target.id);
  });

  it('lets staff issue tokens too', async () => {
    const staff = await createSignedInMember(t, { userType: 'staff' });
    const target = await createMember(t);
    expect((await issueToken(staff.token, target.id)).statusCode).toBe(201);
  });

  it('forbids customers and pro members from issuing tokens', async () => {
    const target = await createMember(t);
    for (const userType of ['customer', 'pro'] as const) {
      const member = await createSignedInMember(t, { userType });
      const response = await issueToken(member.token, target.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'forbidden', message: 'You are not allowed to view this page.' });
    }
  });

  it('answers 401 without a session and 404 for an unknown member', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/thr/v1/api/impersonation-tokens/',
      payload: { user_id: randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createSignedInMember(t, { userType: 'admin' });
    const unknown = await issueToken(admin.token, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'user.not_found', message: 'User not found' });
  });

  it('says the token is not present when it is missing', async () => {
    const response = await impersonate({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'impersonation.token_missing', message: 'Token is not present' });
  });

  it('refuses an unknown, a used and an expired token as invalid or expired', async () => {
    const admin = await createSignedInMember(t, { userType: 'admin' });
    const target = await createMember(t);
    const used = (await issueToken(admin.token, target.id)).json().token;
    await impersonate({ token: used });
    const expired = (await issueToken(admin.token, target.id)).json().token;
    t.clock.advance(impersonationTokenLifetimeMs + 1000);
    for (const token of ['not-a-token', used, expired]) {
      const response = await impersonate({ token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'impersonation.token_invalid', message: 'Token is invalid or expired' });
    }
  });

  it('stores only a hash of the token', async () => {
    const admin = await createSignedInMember(t, { userType: 'admin' });
    const target = await createMember(t);
    const { token } = (await issueToken(admin.token, target.id)).json();
    const stored = await t.context.db.$client.query('select token_hash, created_by from impersonation_tokens');
    expect(stored.rows.some((row) => row.token_hash === token)).toBe(false);
    expect(stored.rows.some((row) => row.created_by === admin.id)).toBe(true);
  });
});
