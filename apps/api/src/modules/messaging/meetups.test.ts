import type {
  Chat,
  ChatMessage,
  MeetupPage,
  MessagePage,
  NotificationsPage,
  UnreadSummary,
} from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/community-factories.ts';
import { type ApiCall, callApi, createSignedInMember, createTrip, dayFromToday } from '../../test/factories.ts';
import { befriend, sendText, startChat } from '../../test/messaging-factories.ts';
import * as places from '../../test/places.ts';
import { socketsTo } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());
const connect = socketsTo(() => t);

const call = (...request: ApiCall) => callApi(t, ...request);
const ok = <Body>(...request: ApiCall) => expectOk<Body>(t, ...request);
type Member = Awaited<ReturnType<typeof createSignedInMember>>;

async function member(firstName: string, home: number) {
  const created = await createSignedInMember(t, { firstName, lastName: 'Test' });
  await ok(created, 'PUT', `/users/${created.id}/`, { base_location: home });
  return created;
}

/** 18:00 UTC on the day `days` from today. */
const eveningOf = (days: number) => `${dayFromToday(t, days)}T18:00:00.000Z`;

/** Ana at home in Berlin, Bo in Hamburg who comes to Berlin from day 7 to day 10; connected unless told not. */
async function anaAndBo({ connected = true } = {}) {
  const ana = await member('Ana', places.berlin);
  const bo = await member('Bo', places.hamburg);
  if (connected) await befriend(t, ana, bo);
  await createTrip(t, bo, {
    location: places.berlin,
    arrival_datetime: dayFromToday(t, 7),
    departure_datetime: dayFromToday(t, 10),
  });
  return { ana, bo };
}

const propose = (from: Member, to: Member, fields: object = {}) =>
  call(from, 'POST', '/meetups/', { user: to.id, location: places.berlin, starts_at: eveningOf(8), ...fields });

async function proposed(from: Member, to: Member, fields: object = {}) {
  const response = await propose(from, to, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ChatMessage>();
}

const answer = (caller: Member, meetupId: string, action: 'accept' | 'decline' | 'cancel') =>
  call(caller, 'POST', `/meetups/${meetupId}/${action}/`);

describe('proposing a meetup', () => {
  it('posts a card into the direct chat, each side seeing what it may do with it', async () => {
    const { ana, bo } = await anaAndBo();
    const card = await proposed(ana, bo, { venue: '  Café Einstein  ' });
    expect(card).toMatchObject({
      seq: 1,
      text: null,
      author: expect.objectContaining({ id: ana.id }),
      meetup: {
        proposer: ana.id,
        invitee: bo.id,
        location: expect.objectContaining({ id: places.berlin, title: 'Berlin, Germany' }),
        venue: 'Café Einstein',
        starts_at: eveningOf(8),
        status: 'proposed',
        answered_at: null,
        cancelled_by: null,
        abilities: { accept: false, decline: false, cancel: true },
      },
    });
    const chat = await ok<Chat>(bo, 'GET', `/messaging/${card.conversation_id}/`);
    expect(chat).toMatchObject({ kind: 'direct', unread: 1 });
    expect(chat.last_message?.meetup?.abilities).toEqual({ accept: true, decline: true, cancel: true });
    const page = await ok<MessagePage>(bo, 'GET', `/messaging/${card.conversation_id}/messages/`);
    expect(page.results[0]?.meetup).toMatchObject({ id: card.meetup!.id, status: 'proposed' });
  });

  it('uses the direct chat the two already have', async () => {
    const ana = await member('Ana', places.berlin);
    const bo = await member('Bo', places.hamburg);
    const chat = await startChat(t, ana, [bo]);
    await sendText(t, bo, `/messaging/${chat.id}`);
    await createTrip(t, bo, {
      location: places.berlin,
      arrival_datetime: dayFromToday(t, 7),
      departure_datetime: dayFromToday(t, 10),
    });
    const card = await proposed(ana, bo);
    expect(card).toMatchObject({ conversation_id: chat.id, seq: 2 });
  });

  it('accepts a neighbouring place of the crossing', async () => {
    const { ana, bo } = await anaAndBo();
    expect((await propose(ana, bo, { location: places.potsdam })).statusCode).toBe(201);
  });

  it('refuses a member without an active connection (403)', async () => {
    const { ana, bo } = await anaAndBo({ connected: false });
    const response = await propose(ana, bo);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('chat.needs_connection');
  });

  it('refuses a day or a place where the two do not cross as a field error', async () => {
    const { ana, bo } = await anaAndBo();
    for (const fields of [{ starts_at: eveningOf(12) }, { location: places.lisbon }]) {
      const response = await propose(ana, bo, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { starts_at: ['Choose a day when you are both in this place'] },
      });
    }
  });

  it('refuses a moment in the past, an unknown place and a venue too long', async () => {
    const { ana, bo } = await anaAndBo();
    const cases: [object, string][] = [
      [{ starts_at: eveningOf(-1) }, 'starts_at'],
      [{ location: 999_999_999 }, 'location'],
      [{ venue: 'x'.repeat(201) }, 'venue'],
    ];
    for (const [fields, field] of cases) {
      const response = await propose(ana, bo, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });
});

describe('answering a meetup', () => {
  it('lets only the invitee accept, and then shows it upcoming on both sides', async () => {
    const { ana, bo } = await anaAndBo();
    const card = await proposed(ana, bo);
    const id = card.meetup!.id;
    expect((await answer(ana, id, 'accept')).json().code).toBe('meetup.not_invitee');
    const stranger = await member('Cy', places.berlin);
    expect((await answer(stranger, id, 'accept')).statusCode).toBe(404);
    const accepted = await answer(bo, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<ChatMessage>()).toMatchObject({
      id: card.id,
      seq: card.seq,
      meetup: { status: 'accepted', abilities: { accept: false, decline: false, cancel: true } },
    });
    expect((await answer(bo, id, 'decline')).statusCode).toBe(409);
    for (const [viewer, other] of [
      [ana, bo],
      [bo, ana],
    ] as const) {
      const upcoming = await ok<MeetupPage>(viewer, 'GET', '/meetups/?upcoming=true');
      expect(upcoming.results).toEqual([
        expect.objectContaining({ id, status: 'accepted', with: expect.objectContaining({ id: other.id }) }),
      ]);
    }
  });

  it('leaves a declined meetup out of the upcoming ones', async () => {
    const { ana, bo } = await anaAndBo();
    const card = await proposed(ana, bo);
    expect((await answer(bo, card.meetup!.id, 'decline')).json<ChatMessage>().meetup?.status).toBe('declined');
    expect((await ok<MeetupPage>(ana, 'GET', '/meetups/?upcoming=true')).count).toBe(0);
    expect((await answer(ana, card.meetup!.id, 'cancel')).statusCode).toBe(409);
  });

  it('lets either member cancel, once', async () => {
    const { ana, bo } = await anaAndBo();
    const first = await proposed(ana, bo);
    await answer(bo, first.meetup!.id, 'accept');
    const cancelled = (await answer(ana, first.meetup!.id, 'cancel')).json<ChatMessage>();
    expect(cancelled.meetup).toMatchObject({ status: 'cancelled', cancelled_by: ana.id });
    expect((await answer(bo, first.meetup!.id, 'cancel')).statusCode).toBe(409);
    const second = await proposed(ana, bo);
    expect((await answer(bo, second.meetup!.id, 'cancel')).json<ChatMessage>().meetup?.cancelled_by).toBe(bo.id);
  });

  it("delivers the card and its changes to each side with that side's own abilities", async () => {
    const { ana, bo } = await anaAndBo();
    const anaSocket = await connect(ana);
    const boSocket = await connect(bo);
    const card = await proposed(ana, bo);
    expect((await boSocket.next('message.created')).message.meetup?.abilities).toEqual({
      accept: true,
      decline: true,
      cancel: true,
    });
    expect((await anaSocket.next('message.created')).message.meetup?.abilities.accept).toBe(false);
    await answer(bo, card.meetup!.id, 'accept');
    const updated = await anaSocket.next('message.updated');
    expect(updated).toMatchObject({ conversation_id: card.conversation_id, seq: card.seq });
    expect(updated.message.meetup).toMatchObject({
      status: 'accepted',
      abilities: { accept: false, decline: false, cancel: true },
    });
  });

  it('notifies the other member of a proposal and of each answer, as a message would', async () => {
    const { ana, bo } = await anaAndBo();
    const notices = async (who: Member) =>
      (await ok<NotificationsPage>(who, 'GET', '/notifications/')).results.filter((notice) => notice.kind === 'new_dm');
    const card = await proposed(ana, bo);
    expect(await notices(bo)).toEqual([
      expect.objectContaining({
        conversation_id: card.conversation_id,
        actor: expect.objectContaining({ id: ana.id }),
      }),
    ]);
    expect(await notices(ana)).toEqual([]);
    await answer(bo, card.meetup!.id, 'accept');
    expect(await notices(ana)).toEqual([
      expect.objectContaining({ conversation_id: card.conversation_id, actor: expect.objectContaining({ id: bo.id }) }),
    ]);
  });

  it('keeps a card from being edited or deleted as a message', async () => {
    const { ana, bo } = await anaAndBo();
    const card = await proposed(ana, bo);
    const base = `/messaging/${card.conversation_id}/messages/${card.id}/`;
    expect((await call(ana, 'PUT', base, { text: 'changed' })).statusCode).toBe(403);
    expect((await call(ana, 'DELETE', base)).statusCode).toBe(403);
  });
});

describe("meetups in a member's calendar feed", () => {
  const readFeed = async (caller: Member) => {
    const { url } = await ok<{ url: string }>(caller, 'POST', '/calendar-feed/');
    return (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body;
  };

  it('holds an accepted meetup on both sides and not a declined one', async () => {
    const { ana, bo } = await anaAndBo();
    const accepted = await proposed(ana, bo, { venue: 'Café Einstein' });
    await answer(bo, accepted.meetup!.id, 'accept');
    const declined = await proposed(ana, bo, { starts_at: eveningOf(9) });
    await answer(bo, declined.meetup!.id, 'decline');
    for (const [viewer, other] of [
      [ana, 'Bo'],
      [bo, 'Ana'],
    ] as const) {
      const feed = await readFeed(viewer);
      expect(feed).toContain(`UID:meetup-${accepted.meetup!.id}@`);
      expect(feed).toContain(`SUMMARY:Meetup with ${other}`);
      expect(feed).toContain('LOCATION:Café Einstein\\, Berlin\\, Germany');
      expect(feed).not.toContain(declined.meetup!.id);
    }
  });
});

describe('muting a chat', () => {
  const unread = (caller: Member) => ok<UnreadSummary>(caller, 'GET', '/messaging/unread/');

  it('takes its messages out of the unread counts until unmuted', async () => {
    const ana = await member('Ana', places.berlin);
    const bo = await member('Bo', places.hamburg);
    const chat = await startChat(t, ana, [bo]);
    await sendText(t, ana, `/messaging/${chat.id}`);
    expect((await ok<Chat>(bo, 'POST', `/messaging/${chat.id}/mute/`)).muted).toBe(true);
    expect((await unread(bo)).direct).toBe(0);
    await sendText(t, ana, `/messaging/${chat.id}`);
    expect((await unread(bo)).direct).toBe(0);
    expect((await ok<Chat>(bo, 'POST', `/messaging/${chat.id}/unmute/`)).muted).toBe(false);
    expect((await unread(bo)).direct).toBe(2);
    expect((await ok<Chat>(ana, 'GET', `/messaging/${chat.id}/`)).muted).toBe(false);
  });

  it('is for members only', async () => {
    const ana = await member('Ana', places.berlin);
    const bo = await member('Bo', places.hamburg);
    const chat = await startChat(t, ana, [bo]);
    const cy = await member('Cy', places.berlin);
    await befriend(t, ana, cy);
    expect((await call(cy, 'POST', `/messaging/${chat.id}/mute/`)).statusCode).toBe(404);
  });
});
