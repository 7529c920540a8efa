import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, createSignedInMember } from '../../test/factories.ts';
import { codeInTextMessages, waitForOutbox } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { phoneCode } from './limits.ts';

const minute = 60_000;

function phoneLogin(t: TestApp) {
  return {
    sendCode: (phoneNumber: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/auth/phone-number/send-otp', headers, payload: { phoneNumber } }),
    verify: (phoneNumber: string, code: string, extra: Record<string, unknown> = {}, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/phone-number/verify',
        headers,
        payload: { phoneNumber, code, ...extra },
      }),
    /** The code of the newest text to the number, once it has been sent. */
    codeFor: async (phoneNumber: string) => {
      const textsTo = async () => (await t.textMessages()).filter((text) => text.to === phoneNumber);
      return codeInTextMessages(await waitForOutbox(textsTo, 1), phoneNumber);
    },
  };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone login', () => {
  let t: TestApp;
  let phone: ReturnType<typeof phoneLogin>;
  beforeAll(async () => {
    t = await createTestApp();
    phone = phoneLogin(t);
  });
  afterAll(() => t.close());

  it('texts a six-digit code to a verified member number and signs in with it', async () => {
    const member = await createMember(t, { verifiedPhoneNumber: '+4915112340001' });
    const sent = await phone.sendCode('+4915112340001');
    expect(sent.statusCode).toBe(200);
    const code = await phone.codeFor('+4915112340001');
    const texts = await t.textMessages();
    expect(texts.at(-1)).toMatchObject({
      to: '+4915112340001',
      body: `Your Here & There code is ${code}. It expires in 5 minutes.`,
    });

    const verified = await phone.verify('+4915112340001', code);
    expect(verified.statusCode).toBe(200);
    const token = String(verified.headers['set-auth-token']);
    const profile = await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ id: member.id, phone: '+4915112340001', phone_verified: true });
  });

  it('answers an unknown number like a known one, texts nothing and creates no account', async () => {
    await createMember(t, { verifiedPhoneNumber: '+4915112340007' });
    const before = (await t.textMessages()).length;
    const sent = await phone.sendCode('+4915112340002');
    const toMember = await phone.sendCode('+4915112340007');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual(toMember.json());
    // Texts go out in order after the answers: once the member's has arrived, nothing else was sent.
    await phone.codeFor('+4915112340007');
    expect((await t.textMessages()).slice(before).map((text) => text.to)).toEqual(['+4915112340007']);

    const verified = await phone.verify('+4915112340002', '123456');
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toEqual({ code: 'auth.code_invalid', message: 'The code is invalid or has expired' });
    const users = await t.context.db.$client.query("select 1 from auth_users where phone_number = '+4915112340002'");
    expect(users.rowCount).toBe(0);
  });

  it('refuses a code after five minutes', async () => {
    await createMember(t, { verifiedPhoneNumber: '+4915112340003' });
    await phone.sendCode('+4915112340003');
    const code = await phone.codeFor('+4915112340003');
    t.clock.advance(phoneCode.lifetimeMs + 1000);
    const verified = await phone.verify('+4915112340003', code);
    expect(verified.statusCode).toBe(400);
    expect(verified.json().code).toBe('auth.code_invalid');
  });

  it('keeps no texted code in the clear', async () => {
    await createMember(t, { verifiedPhoneNumber: '+4915112340008' });
    await phone.sendCode('+4915112340008');
    const code = await phone.codeFor('+4915112340008');
    const stored = await t.context.db.$client.query<{ secret: string }>(
      'select value as secret from auth_verifications union all select code_hash from phone_codes',
    );
    expect(stored.rows.length).toBeGreaterThan(0);
    expect(stored.rows.filter(({ secret }) => secret.split(':')[0] === code)).toEqual([]);
  });

  it('accepts a code only once', async () => {
    await createMember(t, { verifiedPhoneNumber: '+4915112340004' });
    await phone.sendCode('+4915112340004');
    const code = await phone.codeFor('+4915112340004');
    expect((await phone.verify('+4915112340004', code)).statusCode).toBe(200);
    const again = await phone.verify('+4915112340004', code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('auth.code_invalid');
  });

  it('kills the code after five wrong tries', async () => {
    await createMember(t, { verifiedPhoneNumber: '+4915112340005' });
    await phone.sendCode('+4915112340005');
    const code = await phone.codeFor('+4915112340005');
    for (let attempt = 0; attempt < phoneCode.maxFailedAttempts; attempt++) {
      const wrong = await phone.verify('+4915112340005', wrongCode(code));
      expect(wrong.json().code).toBe('auth.code_invalid');
    }
    const right = await phone.verify('+4915112340005', code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      code: 'auth.code_attempts_exceeded',
      message: 'Too many wrong codes. Ask for a new code.',
    });
  });

  it('refuses a number that is not E.164', async () => {
    for (const number of ['015112345678', '+49 151 1234 5678', '+1234']) {
      const response = await phone.sendCode(number);
      expect(response.statusCode, number).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: 'One or more fields are incorrect.',
        fields: { phoneNumber: ['Enter a valid phone number'] },
      });
    }
  });

  it('lets a signed-in member prove a new number is theirs', async () => {
    const member = await createSignedInMember(t);
    expect((await phone.sendCode('+4915112340006', bearer(member.token))).statusCode).toBe(200);
    const code = await phone.codeFor('+4915112340006');
    const verified = await phone.verify('+4915112340006', code, { updatePhoneNumber: true }, bearer(member.token));
    expect(verified.statusCode).toBe(200);
    const profile = await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(member.token) });
    expect(profile.json()).toMatchObject({ phone: '+4915112340006', phone_verified: true });
  });
});

describe('verifying a number another member has verified', () => {
  let t: TestApp;
  let phone: ReturnType<typeof phoneLogin>;
  beforeAll(async () => {
    t = await createTestApp();
    phone = phoneLogin(t);
  });
  afterAll(() => t.close());

  const taken = {
    code: 'phone.already_verified_by_another_member',
    message: 'This phone number is already used by another account.',
  };

  it('answers 409 before any code is texted, so the member who has the number gets nothing', async () => {
    await createMember(t, { verifiedPhoneNumber: '+4915112340030' });
    const bea = await createSignedInMember(t);
    const refused = await phone.sendCode('+4915112340030', bearer(bea.token));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(taken);

    // Texts go out in order after the answers: once Bea's own number has its code, nothing else was sent.
    expect((await phone.sendCode('+4915112340031', bearer(bea.token))).statusCode).toBe(200);
    await phone.codeFor('+4915112340031');
    expect((await t.textMessages()).map((text) => text.to)).toEqual(['+4915112340031']);
  });

  it('answers 409 to a code sent before another member verified the number, and leaves the number theirs', async () => {
    const bea = await createSignedInMember(t);
    expect((await phone.sendCode('+4915112340032', bearer(bea.token))).statusCode).toBe(200);
    const code = await phone.codeFor('+4915112340032');
    const ana = await createMember(t, { verifiedPhoneNumber: '+4915112340032' });

    const verified = await phone.verify('+4915112340032', code, { updatePhoneNumber: true }, bearer(bea.token));
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual(taken);
    const profile = await t.app.inject({ url: '/thr/v1/api/users/me', headers: bearer(bea.token) });
    expect(profile.json()).toMatchObject({ phone: null, phone_verified: false });
    const owners = await t.context.db.$client.query(
      "select id from auth_users where phone_number = '+4915112340032' and phone_number_verified",
    );
    expect(owners.rows).toEqual([{ id: ana.id }]);
  });

  it('lets a member verify again the number they already have', async () => {
    const ana = await createSignedInMember(t, { verifiedPhoneNumber: '+4915112340033' });
    expect((await phone.sendCode('+4915112340033', bearer(ana.token))).statusCode).toBe(200);
    expect(await phone.codeFor('+4915112340033')).toMatch(/^\d{6}$/);
  });
});

describe('phone code send limits', () => {
  let t: TestApp;
  let phone: ReturnType<typeof phoneLogin>;
  beforeAll(async () => {
    t = await createTestApp();
    phone = phoneLogin(t);
  });
  afterAll(() => t.close());

  it('texts a number at most once a minute, five times an hour and ten times a day', async () => {
    await createMember(t, { verifiedPhoneNumber: '+4915112340010' });
    const send = async () => (await phone.sendCode('+4915112340010')).statusCode;
    expect(await send()).toBe(200);
    const tooSoon = await phone.sendCode('+4915112340010');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ code: 'rate_limited', message: 'Too many requests. Please try again later.' });

    for (let sent = 1; sent < 5; sent++) {
      t.clock.advance(minute + 1000);
      expect(await send()).toBe(200);
    }
    t.clock.advance(minute + 1000);
    expect(await send(), 'sixth text within the hour').toBe(429);

    t.clock.advance(60 * minute);
    for (let sent = 5; sent < 10; sent++) {
      t.clock.advance(minute + 1000);
      expect(await send()).toBe(200);
    }
    t.clock.advance(60 * minute);
    expect(await send(), 'eleventh text within the day').toBe(429);
    const textsTo = async () => (await t.textMessages()).filter((text) => text.to === '+4915112340010');
    expect(await waitForOutbox(textsTo, 10)).toHaveLength(10);
  });
});

describe('phone sign-up (flag on)', () => {
  let t: TestApp;
  let phone: ReturnType<typeof phoneLogin>;
  beforeAll(async () => {
    t = await createTestApp({ FLAG_PHONE_SIGNUP: 'true' });
    phone = phoneLogin(t);
  });
  afterAll(() => t.close());

  it('creates a member with a verified number and an empty profile', async () => {
    await phone.sendCode('+4915112340020');
    const verified = await phone.verify('+4915112340020', await phone.codeFor('+4915112340020'));
    expect(verified.statusCode).toBe(200);
    const profile = await t.app.inject({
      url: '/thr/v1/api/users/me',
      headers: bearer(String(verified.headers['set-auth-token'])),
    });
    expect(profile.json()).toMatchObject({
      email: null,
      phone: '+4915112340020',
      phone_verified: true,
      first_name: '',
      user_type: 'customer',
      onboarded: false,
    });
  });
});
