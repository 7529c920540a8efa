import type { Connection, Me } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, createSignedInMember, createTrip, dayFromToday, dayMs } from '../../test/factories.ts';
import { emailParts } from '../../test/outbox.ts';
import { berlin, hamburg, potsdam } from '../../test/places.ts';
import { createTestApp, rewindClockAfterEach, type TestApp } from '../../test/test-app.ts';
import { sendDueAlerts } from './alerts.service.ts';
import { sendDueDigests } from './digests.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
rewindClockAfterEach(() => t);
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

const call = (...request: ApiCall) => callApi(t, ...request);

async function expectOk(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

async function member(firstName: string, settings: object = {}) {
  const created = await createSignedInMember(t, { firstName, lastName: 'Test' });
  await expectOk(await call(created, 'PUT', `/users/${created.id}/`, settings));
  return created;
}

const preferencesOf = async (someone: Member) =>
  (await expectOk(await call(someone, 'GET', '/users/me/'))).json<Me>().notification_preferences;

/** `a` asks `b` to connect (b's email tells of it); `b` accepts when `accept`. */
async function connect(a: Member, b: Member, { accept = true } = {}) {
  const asked = (
    await expectOk(await call(a, 'POST', '/connections/', { receiver: b.id, type: 'general' }))
  ).json<Connection>();
  if (accept) await expectOk(await call(b, 'PUT', `/connections/${asked.id}/`, { status: 'active', type: 'general' }));
}

/** Every email sent to a member so far, read as a mail client would. */
async function emailsTo(someone: Member) {
  await t.deliveriesSent();
  return (await t.emails()).filter((eml) => eml.includes(`To: ${someone.email}`)).map(emailParts);
}

/** The token an email's link or header carries. */
const tokenIn = (link: string) => new URL(link).searchParams.get('token')!;
const oneClickLinkOf = (email: ReturnType<typeof emailParts>) =>
  email.headers.get('list-unsubscribe')!.replace(/^<|>$/g, '');

/** Moves the test clock to `hour`:00 UTC of its day. */
function atUtcHour(hour: number) {
  const now = t.clock.now();
  const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
  t.clock.advance(target - now.getTime());
}

describe('notification emails', () => {
  it('come as plain text and HTML with the product look, values escaped, and one-click unsubscribe headers', async () => {
    const ana = await member('Ana');
    const ben = await createSignedInMember(t, { firstName: '<b>Ben</b>', lastName: 'Test' });
    await connect(ben, ana, { accept: false });

    const [email, ...more] = await emailsTo(ana);
    expect(more).toEqual([]);
    expect(email!.contentType).toMatch(/^multipart\/alternative/);
    expect(email!.text).toContain('<b>Ben</b> Test asked to connect with you on Here & There.');
    expect(email!.text).toContain(`http://localhost:8080/users/${ben.id}`);
    // The name is text in the HTML: escaped, never markup.
    expect(email!.html).toContain('&lt;b&gt;Ben&lt;/b&gt; Test asked to connect with you on Here &amp; There.');
    expect(email!.html).not.toContain('<b>Ben</b>');
    expect(email!.html).toContain(`href="http://localhost:8080/users/${ben.id}"`);
    expect(email!.html).toContain('Open in Here &amp; There');
    expect(email!.text).toContain('email for connection requests is on');
    expect(email!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(oneClickLinkOf(email!)).toMatch(
      /^http:\/\/localhost:8080\/thr\/v1\/api\/notifications\/unsubscribe\/\?token=/,
    );
    expect(email!.html).toContain('href="http://localhost:8080/unsubscribe?token=');
  });

  it("are in the member's language: German words, German dates", async () => {
    const ana = await member('Ana', { base_location: berlin, notification_preferences: { language: 'de' } });
    const ben = await member('Ben', { base_location: hamburg });
    await connect(ana, ben);
    await createTrip(t, ben, {
      location: potsdam,
      arrival_datetime: dayFromToday(t, 10),
      departure_datetime: dayFromToday(t, 12),
    });
    t.clock.advance(8 * dayMs);
    await sendDueAlerts(t.context);

    const emails = await emailsTo(ana);
    const crossing = emails.find((email) => email.text?.includes('ganz in deiner Nähe'));
    expect(crossing?.text).toContain('Hallo Ana,');
    expect(crossing?.text).toMatch(
      /Ben Test ist in Potsdam, Germany \(\d+\.–\d+\. \p{L}+ \d{4}\)|Ben Test ist in Potsdam, Germany \(\d+\. \p{L}+ – \d+\. \p{L}+ \d{4}\)/u,
    );
    expect(crossing?.html).toContain('In Here &amp; There öffnen');
    expect(crossing?.html).toContain('<html lang="de">');
    // Ben's stay in English, as he left his language.
    const toBen = (await emailsTo(ben)).find((email) => email.text?.includes('while Ana Test is there'));
    expect(toBen?.text).toContain('Hello Ben,');
  });
});

describe('unsubscribe links', () => {
  it("stop only their topic's emails, with one click and without a session, any number of times", async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    await connect(ben, ana, { accept: false });
    const [email] = await emailsTo(ana);
    const oneClick = new URL(oneClickLinkOf(email!));

    const response = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ topics: ['connection_requests'], channel: 'email' });
    const preferences = await preferencesOf(ana);
    expect(preferences.topics.connection_requests).toEqual({ push: true, email: false, sms: true });
    expect(preferences.topics.crossings).toEqual({ push: true, email: true, sms: true });
    expect(preferences.email).toBe(true);

    // A second click is as good as the first.
    const again = await t.app.inject({ method: 'POST', url: `${oneClick.pathname}${oneClick.search}` });
    expect(again.statusCode).toBe(200);

    // No more emails of connection requests.
    const cem = await member('Cem');
    await connect(cem, ana, { accept: false });
    expect(await emailsTo(ana)).toHaveLength(1);
  });

  it("the web page's flow: it reads what the link stops, then stops it with the token in the body", async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    await connect(ben, ana, { accept: false });
    const [email] = await emailsTo(ana);
    const pageLink = email!.html!.match(/href="(http:\/\/localhost:8080\/unsubscribe\?token=[^"]+)"/)![1]!;
    const token = tokenIn(pageLink.replaceAll('&amp;', '&'));

    const described = await call(null, 'GET', `/notifications/unsubscribe/?token=${encodeURIComponent(token)}`);
    expect(described.statusCode).toBe(200);
    expect(described.json()).toEqual({ topics: ['connection_requests'], channel: 'email' });
    // Reading it changes nothing.
    expect((await preferencesOf(ana)).topics.connection_requests.email).toBe(true);

    expect((await call(null, 'POST', '/notifications/unsubscribe/', { token })).statusCode).toBe(200);
    expect((await preferencesOf(ana)).topics.connection_requests.email).toBe(false);
  });

  it('cannot be altered to another member or topic, and a garbage token is a clear 400', async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    await connect(ben, ana, { accept: false });
    const [email] = await emailsTo(ana);
    const token = tokenIn(oneClickLinkOf(email!));
    const [id, topics, channel, signature] = token.split('.');

    const forged = [
      [ben.id, topics, channel, signature],
      [id, 'messages', channel, signature],
      [id, `${topics}-crossings`, channel, signature],
      [id, topics, 'sms', signature],
      [id, topics, channel, `${signature!.slice(0, -2)}AA`],
    ].map((parts) => parts.join('.'));
    for (const bad of [...forged, 'garbage', '....', `${token}.more`]) {
      const response = await call(null, 'POST', `/notifications/unsubscribe/?token=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'unsubscribe.link_invalid',
        message: expect.stringContaining('unsubscribe link is not valid'),
      });
    }
    expect((await call(null, 'POST', '/notifications/unsubscribe/')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/notifications/unsubscribe/?token=garbage')).statusCode).toBe(400);
    // Nothing changed for anyone.
    expect((await preferencesOf(ana)).topics).toEqual((await preferencesOf(ben)).topics);
    expect((await preferencesOf(ana)).topics.messages.email).toBe(true);
  });
});

describe('the daily digest', () => {
  it("gathers a day's crossing alerts into one email at the member's time, never one twice, nothing when there is nothing", async () => {
    // 03:00 UTC is 04:00 or 05:00 in Berlin: before Ana's digest at 08:00 there.
    atUtcHour(3);
    const ana = await member('Ana', { base_location: berlin, notification_preferences: { digest_at: '08:00' } });
    const idle = await member('Ida', { base_location: berlin, notification_preferences: { digest_at: '08:00' } });
    const ben = await member('Ben', { base_location: hamburg });
    const cem = await member('Cem', { base_location: hamburg });
    const dan = await member('Dan', { base_location: hamburg });
    for (const friend of [ben, cem, dan]) await connect(ana, friend);
    const days = { arrival_datetime: dayFromToday(t, 10), departure_datetime: dayFromToday(t, 12) };
    await createTrip(t, ben, { location: potsdam, ...days });
    await createTrip(t, cem, { location: potsdam, ...days });
    const later = { arrival_datetime: dayFromToday(t, 11), departure_datetime: dayFromToday(t, 12) };
    await createTrip(t, dan, { location: potsdam, ...later });

    t.clock.advance(8 * dayMs);
    await sendDueAlerts(t.context);
    const isCrossing = (email: ReturnType<typeof emailParts>) => email.text?.includes('near you');
    // Ben, without a digest, has his email at once; Ana's wait.
    expect((await emailsTo(ben)).some((email) => email.text?.includes('while Ana Test is there'))).toBe(true);
    expect((await emailsTo(ana)).filter(isCrossing)).toEqual([]);

    // Before 08:00 in Berlin nothing is due.
    expect(await sendDueDigests(t.context)).toEqual({ due: 0, sent: 0 });

    atUtcHour(9);
    expect(await sendDueDigests(t.context)).toEqual({ due: 1, sent: 1 });
    expect(await sendDueDigests(t.context)).toEqual({ due: 0, sent: 0 });
    const [digest, ...more] = (await emailsTo(ana)).filter(isCrossing);
    expect(more).toEqual([]);
    expect(digest!.headers.get('subject')).toBe('Your daily digest: 2 new notifications');
    expect(digest!.text).toContain('Ben Test will be in Potsdam, Germany');
    expect(digest!.text).toContain('Cem Test will be in Potsdam, Germany');
    expect(digest!.text).not.toContain('Dan Test');
    expect(digest!.text).toContain('once a day at 08:00');
    expect(digest!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(digest!.html).toContain(`href="http://localhost:8080/trips/`);
    expect(await emailsTo(idle)).toEqual([]);

    // Dan's crossing comes the next day, after the digest: it waits for that day's, alone.
    t.clock.advance(dayMs);
    atUtcHour(3);
    await sendDueAlerts(t.context);
    expect((await sendDueDigests(t.context)).sent).toBe(0);
    atUtcHour(9);
    expect((await sendDueDigests(t.context)).sent).toBe(1);
    const [, second] = (await emailsTo(ana)).filter(isCrossing);
    expect(second!.headers.get('subject')).toBe('Your daily digest: 1 new notification');
    expect(second!.text).toContain('Dan Test will be in Potsdam, Germany');
    expect(second!.text).not.toContain('Ben Test');
    expect(second!.text).not.toContain('Cem Test');
    expect(await emailsTo(idle)).toEqual([]);
  });
});
