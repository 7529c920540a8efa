import { createServer } from 'node:net';
import type { Integrations, TripsPage } from '@here-and-there/contracts';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, createSignedInMember } from '../../test/factories.ts';
import { berlin } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readBookingMails } from '../imports/fixtures/booking-mails.ts';

const secret = 'inbound-secret-for-the-tests';
const domain = 'in.hereandthere.test';

/** A port nobody listens on now, for the SMTP listener. */
function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let t: TestApp;
let smtpPort: number;
beforeAll(async () => {
  smtpPort = await freePort();
  t = await createTestApp({
    INBOUND_EMAIL_DOMAIN: domain,
    INBOUND_EMAIL_SECRET: secret,
    INBOUND_SMTP_PORT: String(smtpPort),
    HOST: '127.0.0.1',
  });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;
const call = (...request: ApiCall) => callApi(t, ...request);

const confirmation = readBookingMails().find((mail) => mail.file === 'british-airways-return-jsonld.eml')!;

async function berliner() {
  const member = await createSignedInMember(t);
  expect((await call(member, 'PUT', `/users/${member.id}/`, { base_location: berlin })).statusCode).toBe(200);
  return member;
}

async function addressOf(member: Member) {
  const response = await call(member, 'GET', `/users/${member.id}/integrations/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Integrations>().forwarding_address!;
}

/** The confirmation as forwarded to `to`: the original's headers and body under a forwarding envelope. */
const forwardedTo = (to: string) =>
  Buffer.concat([
    Buffer.from(`Delivered-To: ${to}\r\n`),
    confirmation.raw.subarray(0, confirmation.raw.indexOf('To: ')),
    Buffer.from(`To: ${to}\r\n`),
    confirmation.raw.subarray(confirmation.raw.indexOf('\n', confirmation.raw.indexOf('To: ')) + 1),
  ]);

const postInbound = (raw: Buffer, headers: Record<string, string> = { 'x-inbound-secret': secret }) =>
  t.app.inject({
    method: 'POST',
    url: '/thr/v1/api/integrations/inbound-email/',
    headers: { 'content-type': 'message/rfc822', ...headers },
    payload: raw,
  });

async function tripsToConfirm(member: Member) {
  return (await call(member, 'GET', `/trips/?user=${member.id}&status=from_gmail`)).json<TripsPage>().results;
}

describe('the forwarding address', () => {
  it('is private to each member, stays the same, and can be replaced by a new one', async () => {
    const ana = await berliner();
    const address = await addressOf(ana);
    expect(address).toMatch(new RegExp(`^plans\\+[a-z2-7]{16}@${domain.replaceAll('.', '\\.')}$`));
    expect(await addressOf(ana)).toBe(address);
    expect(await addressOf(await berliner())).not.toBe(address);
    const other = await berliner();
    expect((await call(other, 'GET', `/users/${ana.id}/integrations/`)).statusCode).toBe(403);
    const replaced = await call(ana, 'POST', '/integrations/forwarding-address/');
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().forwarding_address).not.toBe(address);
    expect(await addressOf(ana)).toBe(replaced.json().forwarding_address);
  });

  it('is none where the server has no inbound domain', async () => {
    const plain = await createTestApp();
    try {
      const ana = await createSignedInMember(plain);
      const response = await callApi(plain, ana, 'GET', `/users/${ana.id}/integrations/`);
      expect(response.json<Integrations>().forwarding_address).toBeNull();
      expect((await callApi(plain, ana, 'POST', '/integrations/forwarding-address/')).statusCode).toBe(404);
      const inbound = await plain.app.inject({
        method: 'POST',
        url: '/thr/v1/api/integrations/inbound-email/',
        headers: { 'content-type': 'message/rfc822', 'x-inbound-secret': secret },
        payload: forwardedTo('someone@example.org'),
      });
      expect(inbound.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('the inbound webhook', () => {
  it('imports a confirmation forwarded to a member for that member', async () => {
    const ana = await berliner();
    const response = await postInbound(forwardedTo(await addressOf(ana)));
    expect(response.statusCode, response.body).toBe(204);
    expect((await tripsToConfirm(ana)).map((trip) => trip.imported_from)).toEqual(['British Airways']);
  });

  it('answers 404 to a missing or wrong secret, and imports nothing', async () => {
    const ana = await berliner();
    const raw = forwardedTo(await addressOf(ana));
    expect((await postInbound(raw, {})).statusCode).toBe(404);
    expect((await postInbound(raw, { 'x-inbound-secret': `${secret}x` })).statusCode).toBe(404);
    expect(await tripsToConfirm(ana)).toEqual([]);
  });

  it('drops a message to any other address, and one to a replaced address', async () => {
    const ana = await berliner();
    const old = await addressOf(ana);
    await call(ana, 'POST', '/integrations/forwarding-address/');
    expect((await postInbound(forwardedTo(old))).statusCode).toBe(204);
    expect((await postInbound(forwardedTo(`plans+aaaaaaaaaaaaaaaa@${domain}`))).statusCode).toBe(204);
    expect((await postInbound(forwardedTo('ana@example.org'))).statusCode).toBe(204);
    expect(await tripsToConfirm(ana)).toEqual([]);
    const { count } = (
      await t.context.db.$client.query(
        'select count(*)::int as count from imported_reservations where member_id = $1',
        [ana.id],
      )
    ).rows[0];
    expect(count).toBe(0);
  });
});

describe('the SMTP listener', () => {
  const smtp = () =>
    createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, connectionTimeout: 5000 });

  it('imports a confirmation sent to a member’s address', async () => {
    const ana = await berliner();
    const address = await addressOf(ana);
    const info = await smtp().sendMail({
      envelope: { from: 'ana@example.org', to: [address] },
      raw: forwardedTo(address),
    });
    expect(info.accepted).toEqual([address]);
    expect((await tripsToConfirm(ana)).map((trip) => trip.location.title)).toEqual(['London, United Kingdom']);
  });

  it('refuses every other recipient', async () => {
    const sending = smtp().sendMail({
      envelope: { from: 'ana@example.org', to: [`plans+bbbbbbbbbbbbbbbb@${domain}`] },
      raw: forwardedTo('x@example.org'),
    });
    await expect(sending).rejects.toMatchObject({ responseCode: 550 });
  });
});
