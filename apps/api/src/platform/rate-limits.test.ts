import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLimits } from '../modules/identity/limits.ts';
import { bearer, createMember, createSignedInMember, memberPassword, signInWithPassword } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Every limit of the API, each from its own address: a 429 says when to try again and is in the
// API's error shape. A tiny RATE_LIMIT_MULTIPLIER brings each limit down to one or a few requests.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '0.01' });
  ({ token } = await createSignedInMember(t));
});
afterAll(() => t.close());

type Send = (attempt: number) => {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
  ip?: string;
};

const limits: [name: string, send: Send][] = [
  ['every API call (the global limit)', () => ({ method: 'GET', url: '/thr/v1/api/config/' })],
  [
    'sign-in per address',
    (attempt) => ({
      method: 'POST',
      url: '/auth/sign-in/email',
      payload: { email: `someone-${attempt}@example.com`, password: 'Wrong12345' },
    }),
  ],
  [
    'failed sign-ins per account, from any address',
    (attempt) => ({
      method: 'POST',
      url: '/auth/sign-in/email',
      payload: { email: 'target@example.com', password: 'Wrong12345' },
      ip: `10.1.0.${attempt + 1}`,
    }),
  ],
  ['sign-up per address', () => ({ method: 'POST', url: '/thr/v1/api/signup/', payload: {} })],
  ['impersonation per address', () => ({ method: 'POST', url: '/thr/v1/api/impersonate/', payload: { token: 'x' } })],
  [
    'password reset emails per address',
    (attempt) => ({
      method: 'POST',
      url: '/auth/request-password-reset',
      payload: { email: `reset-${attempt}@example.com` },
    }),
  ],
  [
    'password reset emails per email address',
    (attempt) => ({
      method: 'POST',
      url: '/auth/request-password-reset',
      payload: { email: 'reset-me@example.com' },
      ip: `10.2.0.${attempt + 1}`,
    }),
  ],
  [
    'new passwords per address',
    () => ({ method: 'POST', url: '/auth/reset-password', payload: { token: 'x', newPassword: 'Travel2027' } }),
  ],
  [
    'phone codes per address',
    (attempt) => ({
      method: 'POST',
      url: '/auth/phone-number/send-otp',
      payload: { phoneNumber: `+49151123401${10 + attempt}` },
    }),
  ],
  [
    'phone codes per number, from any address',
    (attempt) => ({
      method: 'POST',
      url: '/auth/phone-number/send-otp',
      payload: { phoneNumber: '+4915112340199' },
      ip: `10.3.0.${attempt + 1}`,
    }),
  ],
  [
    'phone code tries per address',
    () => ({
      method: 'POST',
      url: '/auth/phone-number/verify',
      payload: { phoneNumber: '+4915112340198', code: '000000' },
    }),
  ],
  [
    'social sign-in per address',
    () => ({ method: 'POST', url: '/auth/sign-in/social', payload: { provider: 'google' } }),
  ],
  [
    'invitations per session',
    () => ({ method: 'POST', url: '/thr/v1/api/user-invitations/', payload: {}, headers: bearer(token) }),
  ],
  ['feedback per address', () => ({ method: 'POST', url: '/thr/v1/api/feedback/', payload: {} })],
];

describe('rate limits', () => {
  limits.forEach(([name, send], index) => {
    it(`answers 429 with retry-after in the error shape over the limit on ${name}`, async () => {
      for (let attempt = 0; attempt < 15; attempt++) {
        const { ip, ...request } = send(attempt);
        const response = await t.app.inject({ ...request, remoteAddress: ip ?? `10.0.0.${index + 1}` });
        if (response.statusCode !== 429) continue;
        expect(Number(response.headers['retry-after']), response.body).toBeGreaterThan(0);
        expect(response.json()).toEqual({
          code: 'rate_limited',
          message: 'Too many requests. Please try again later.',
        });
        return;
      }
      expect.fail(`never refused: ${name}`);
    });
  });
});

describe('sign-in limit per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) => signInWithPassword(t, email, password);

  it('never locks a member out by their own successful sign-ins, only by failed ones', async () => {
    const member = await createMember(t);
    const { max } = requestLimits.signInPerAccount;
    for (let attempt = 0; attempt < max + 2; attempt++) {
      const response = await signIn(member.email, memberPassword);
      expect(response.statusCode, `sign-in ${attempt + 1}: ${response.body}`).toBe(200);
    }
    // The failures the limit allows are still answered as failures, then the account is held.
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await signIn(member.email, 'Wrong12345')).statusCode).toBe(401);
    }
    const held = await signIn(member.email, memberPassword);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(held.json()).toEqual({ code: 'rate_limited', message: 'Too many requests. Please try again later.' });
  });

  it('lets no burst of wrong passwords from many addresses at once try more than the attempts an account allows', async () => {
    const member = await createMember(t);
    const { max } = requestLimits.signInAttemptsPerAccount;
    const burst = await Promise.all(
      Array.from({ length: max + 20 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/auth/sign-in/email',
          remoteAddress: `198.51.100.${index + 1}`,
          payload: { email: member.email, password: `Wrong${index}2345` },
        }),
      ),
    );
    const tried = burst.filter((response) => response.statusCode === 401);
    expect(tried.length).toBeLessThanOrEqual(max);
    expect(burst.every((response) => [401, 429].includes(response.statusCode))).toBe(true);
  });
});
