import { me, signupResponse } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requestLimits } from './limits.ts';

const form = (overrides: Record<string, unknown> = {}) => ({
  email: `ana-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'Travel2026',
  first_name: 'Ana',
  last_name: 'Lima',
  accept_terms: true,
  ...overrides,
});

describe('sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'Boss@HereAndThere.app' });
  });
  afterAll(() => t.close());

  const signUp = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/thr/v1/api/signup/', payload });

  it('creates a member and answers a bearer token with the profile', async () => {
    const response = await signUp(form({ email: 'Carla.Mendes@Example.com' }));
    expect(response.statusCode).toBe(201);
    const body = signupResponse.parse(response.json());
    expect(body.user).toMatchObject({
      email: 'carla.mendes@example.com',
      first_name: 'Ana',
      last_name: 'Lima',
      display_name: 'Ana Lima',
      user_type: 'customer',
      onboarded: false,
      phone: null,
      phone_verified: false,
    });
    const profile = await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(body.token) });
    expect(profile.statusCode).toBe(200);
    expect(me.parse(profile.json()).id).toBe(body.user.id);
  });

  it('stores the password as an argon2id hash at OWASP settings, never in the clear', async () => {
    const response = await signUp(form({ email: 'hash.check@example.com', password: 'Secret2026' }));
    const { rows } = await t.context.db.$client.query<{ password: string }>(
      'select password from auth_accounts where user_id = $1',
      [response.json().user.id],
    );
    expect(rows[0]!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]!.password).not.toContain('Secret2026');
  });

  it('refuses an address that is already taken, in any case', async () => {
    const existing = await createMember(t, { email: 'jonas@example.com' });
    const response = await signUp(form({ email: 'JONAS@Example.COM' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'signup.email_taken',
      message: 'User with this email already exists',
      fields: { email: ['User with this email already exists'] },
    });
    expect(existing.email).toBe('jonas@example.com');
  });

  it('requires the terms and privacy policy to be accepted', async () => {
    for (const acceptTerms of [false, undefined]) {
      const response = await signUp(form({ accept_terms: acceptTerms }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        accept_terms: ['You must accept the terms and conditions and the privacy policy'],
      });
    }
  });

  it('names each invalid field in the spec words', async () => {
    const response = await signUp({ email: 'not-an-email', password: 'short', first_name: '', accept_terms: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'One or more fields are incorrect.',
      fields: {
        email: ['Enter a valid email address'],
        password: [
          'The password must be at least 8 characters long.',
          'Password is invalid. At least 1 number is required.',
        ],
        first_name: ['This field is required'],
        last_name: ['This field is required'],
      },
    });
  });

  it('requires a digit in the password', async () => {
    const response = await signUp(form({ password: 'travelling' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: ['Password is invalid. At least 1 number is required.'] });
  });

  it('makes an address listed in ADMIN_EMAILS an admin', async () => {
    const response = await signUp(form({ email: 'boss@hereandthere.app' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.user_type).toBe('admin');
  });
});

describe('sign-up limit', () => {
  /** Statuses of one more sign-up attempt than `allowed`, all from one address. */
  async function attempts(t: TestApp, allowed: number) {
    const statuses = [];
    for (let attempt = 0; attempt <= allowed; attempt++) {
      const response = await t.app.inject({ method: 'POST', url: '/thr/v1/api/signup/', payload: {} });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('limits sign-ups from one IP address, counting refused ones too', async () => {
    const t = await createTestApp();
    const statuses = await attempts(t, requestLimits.signUpPerIp.max);
    await t.close();
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('scales the limits by RATE_LIMIT_MULTIPLIER', async () => {
    const t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '2' });
    const statuses = await attempts(t, 2 * requestLimits.signUpPerIp.max);
    await t.close();
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
  });
});
