import { crc32, deflateSync } from 'node:zlib';
import { type ConnectionsPage, type Me, type SignupResponse, sessionCookie } from '@here-and-there/contracts';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { memberPassword, uniqueEmail } from './pages.ts';
import { readLatestSmsCode } from './server.ts';

const api = '/thr/v1/api';

export interface ApiMember {
  token: string;
  me: Me;
  email: string;
}

/** A fresh member signed up through the API, for journeys that start further in. */
export async function signUpByApi(
  request: APIRequestContext,
  member: { firstName: string; lastName: string; subscribeTo?: string },
): Promise<ApiMember> {
  const email = uniqueEmail(member.firstName.toLowerCase());
  const response = await request.post(`${api}/signup/`, {
    data: {
      email,
      password: memberPassword,
      first_name: member.firstName,
      last_name: member.lastName,
      accept_terms: true,
      ...(member.subscribeTo ? { subscribe_to: member.subscribeTo } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token, user } = (await response.json()) as SignupResponse;
  return { token, me: user, email };
}

export async function signInByApi(request: APIRequestContext, credentials: { email: string; password: string }) {
  const response = await request.post('/auth/sign-in/email', {
    headers: { origin: baseUrl() },
    data: credentials,
  });
  const token = response.headers()['set-auth-token'];
  expect(token, await response.text()).toBeTruthy();
  const me = await request.get(`${api}/users/me`, { headers: { authorization: `Bearer ${token}` } });
  return { token: token!, me: (await me.json()) as Me };
}

export async function updateByApi(request: APIRequestContext, token: string, userId: string, body: object) {
  const response = await request.put(`${api}/users/${userId}/`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Me;
}

/** A German mobile number nobody in this run has used: +49 151 and eight digits. */
export const uniquePhoneNumber = () =>
  `+49151${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** Proves a number is the member's through the identity server, as the phone verification screen does. */
export async function verifyPhoneByApi(request: APIRequestContext, token: string, phoneNumber: string) {
  const headers = { authorization: `Bearer ${token}`, origin: baseUrl() };
  const sent = await request.post('/auth/phone-number/send-otp', { headers, data: { phoneNumber } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await readLatestSmsCode(phoneNumber);
  const verified = await request.post('/auth/phone-number/verify', {
    headers,
    data: { phoneNumber, code, updatePhoneNumber: true },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** A member past onboarding with a verified phone: the state in which the app opens fully. */
export async function createSettledMember(
  request: APIRequestContext,
  member: { firstName: string; lastName: string },
): Promise<ApiMember> {
  return settleByApi(request, await signUpByApi(request, member));
}

/** Takes a member who has just signed up past onboarding (home city Berlin) and phone verification. */
export async function settleByApi(request: APIRequestContext, member: ApiMember): Promise<ApiMember> {
  await updateByApi(request, member.token, member.me.id, { base_location: 2950159, onboarded: true });
  await verifyPhoneByApi(request, member.token, uniquePhoneNumber());
  const me = await request.get(`${api}/users/me`, { headers: { authorization: `Bearer ${member.token}` } });
  return { ...member, me: (await me.json()) as Me };
}

/** A settled member made pro (SPEC §6), as the dashboard, People Around and the users map need. */
export async function createProMember(request: APIRequestContext, member: { firstName: string; lastName: string }) {
  const settled = await createSettledMember(request, member);
  const me = await updateByApi(request, settled.token, settled.me.id, { user_type: 'pro', onboarded: true });
  return { ...settled, me };
}

/** The member a session token belongs to, such as one the browser got by signing up. */
export async function memberByToken(request: APIRequestContext, token: string): Promise<ApiMember> {
  const response = await request.get(`${api}/users/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const me = (await response.json()) as Me;
  return { token, me, email: me.email ?? '' };
}

/** The caller's connections as `GET /connections/` lists them. */
export async function connectionsByApi(request: APIRequestContext, token: string) {
  const response = await request.get(`${api}/connections/`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as ConnectionsPage).results;
}

/** `from` asks `to` at `type` and `to` accepts: an active connection, for journeys that start there. */
export async function connectByApi(
  request: APIRequestContext,
  from: ApiMember,
  to: ApiMember,
  type: 'close' | 'general' = 'general',
) {
  const asked = await request.post(`${api}/connections/`, {
    headers: { authorization: `Bearer ${from.token}` },
    data: { receiver: to.me.id, type },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const received = (await connectionsByApi(request, to.token)).find((item) => item.receiver === from.me.id);
  expect(received?.status).toBe('pending_receiver');
  const accepted = await request.put(`${api}/connections/${received!.id}/`, {
    headers: { authorization: `Bearer ${to.token}` },
    data: { status: 'active' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** Opens the app signed in with `token`, as if the member had signed in on this device. */
export async function openSignedIn(page: Page, token: string, path: string) {
  await page.goto('/privacy-policy');
  await page.evaluate((value) => localStorage.setItem('hat.token', value), token);
  await page.goto(path);
}

/**
 * Starts the browser as a device `member` signed in on before: the session in its storage, and
 * in the cookie by which the server draws a member's first screen and names its files in the page.
 */
export async function signInBrowser(context: BrowserContext, member: { token: string }) {
  await context.addInitScript((token) => {
    // A new page starts on about:blank, which has no storage to write to.
    if (location.protocol !== 'about:') localStorage.setItem('hat.token', token);
  }, member.token);
  await context.addCookies([{ name: sessionCookie, value: encodeURIComponent(member.token), url: baseUrl() }]);
}

/** The identity server refuses calls that do not say which site they come from. */
const baseUrl = () => `http://localhost:${process.env.E2E_PORT}`;

/**
 * A PNG of one colour, made here so the journeys need no binary fixtures: signature, header,
 * image data (one filter byte per row), end.
 */
export function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
