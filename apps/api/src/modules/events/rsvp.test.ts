import { type Event, messages, type Rsvp } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createEventCommunity, placeInCommunity } from '../../test/event-factories.ts';
import { type ApiCall, callApi, connectMembers, createSignedInMember, dayMs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
/** Who was told they moved up from a waiting list, by event. */
const promotions: { eventId: string; memberId: string }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.context.events.subscribe('event.waitlist_promoted', (payload) => {
    promotions.push(payload);
  });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;
const call = (...request: ApiCall) => callApi(t, ...request);

/** A member's answer; the clock moves on a second after it, so that answers queue in the order they are given. */
async function answer(member: Member, event: { id: string }, status: Rsvp['status']) {
  const response = await call(member, 'POST', `/events/${event.id}/rsvp/`, { status });
  t.clock.advance(1000);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Rsvp>();
}

async function view(member: Member | null, event: { id: string }) {
  const response = await call(member, 'GET', `/events/${event.id}/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Event>();
}

const promotedTo = (event: { id: string }) =>
  promotions.filter((promotion) => promotion.eventId === event.id).map((promotion) => promotion.memberId);

describe('answering an event with a capacity', () => {
  let host: Member;
  beforeAll(async () => {
    host = await createSignedInMember(t, { firstName: 'Host' });
  });

  it('puts the second member on the waiting list, and moves them up (telling them) when the first drops out', async () => {
    const event = await createEvent(t, host, { capacity: 1 });
    const [first, second] = [await createSignedInMember(t), await createSignedInMember(t)];
    expect(await answer(first, event, 'going')).toEqual({ status: 'going', waitlisted: false });
    expect(await answer(second, event, 'going')).toEqual({ status: 'going', waitlisted: true });
    expect(await view(second, event)).toMatchObject({
      going_count: 1,
      waitlist_count: 1,
      my_rsvp: { status: 'going', waitlisted: true },
      attendees: [{ id: first.id }],
    });
    expect(promotedTo(event)).toEqual([]);

    expect(await answer(first, event, 'maybe')).toEqual({ status: 'maybe', waitlisted: false });
    expect(promotedTo(event)).toEqual([second.id]);
    expect(await view(second, event)).toMatchObject({
      going_count: 1,
      waitlist_count: 0,
      my_rsvp: { status: 'going', waitlisted: false },
      attendees: [{ id: second.id }],
    });
  });

  it('keeps the order of the waiting list, and a place in it for one who answers going again', async () => {
    const event = await createEvent(t, host, { capacity: 1 });
    const members = [await createSignedInMember(t), await createSignedInMember(t), await createSignedInMember(t)];
    for (const member of members) await answer(member, event, 'going');
    const [holder, firstInLine, secondInLine] = members as [Member, Member, Member];
    expect(await answer(firstInLine, event, 'going')).toEqual({ status: 'going', waitlisted: true });
    await answer(holder, event, 'not_going');
    expect(promotedTo(event)).toEqual([firstInLine.id]);
    // Answering going again later puts a member at the back of the line.
    await answer(holder, event, 'going');
    await answer(firstInLine, event, 'not_going');
    expect(promotedTo(event)).toEqual([firstInLine.id, secondInLine.id]);
    expect((await view(host, event)).waitlist_count).toBe(1);
  });

  it('does not free a place when a member waiting for one drops out', async () => {
    const event = await createEvent(t, host, { capacity: 1 });
    const [holder, waiting] = [await createSignedInMember(t), await createSignedInMember(t)];
    await answer(holder, event, 'going');
    await answer(waiting, event, 'going');
    expect(await answer(waiting, event, 'maybe')).toEqual({ status: 'maybe', waitlisted: false });
    expect(await view(host, event)).toMatchObject({ going_count: 1, waitlist_count: 0 });
    expect(promotedTo(event)).toEqual([]);
  });

  it('refuses a capacity below those going, and moves the first in line up when it is raised or removed', async () => {
    const event = await createEvent(t, host, { capacity: 2 });
    const members = await Promise.all([1, 2, 3, 4].map(() => createSignedInMember(t)));
    for (const member of members) await answer(member, event, 'going');
    const lowered = await call(host, 'PUT', `/events/${event.id}/`, { capacity: 1 });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json()).toMatchObject({
      code: 'event.capacity_below_going',
      message: messages.eventCapacityBelowGoing,
      fields: { capacity: [messages.eventCapacityBelowGoing] },
    });
    const raised = await call(host, 'PUT', `/events/${event.id}/`, { capacity: 3 });
    expect(raised.json()).toMatchObject({ capacity: 3, going_count: 3, waitlist_count: 1 });
    expect(promotedTo(event)).toEqual([members[2]!.id]);
    const removed = await call(host, 'PUT', `/events/${event.id}/`, { capacity: null });
    expect(removed.json()).toMatchObject({ capacity: null, going_count: 4, waitlist_count: 0 });
    expect(promotedTo(event)).toEqual([members[2]!.id, members[3]!.id]);
  });

  it("gives a deleted account's place to the first in line", async () => {
    const event = await createEvent(t, host, { capacity: 1 });
    const [leaving, waiting] = [await createSignedInMember(t), await createSignedInMember(t)];
    await answer(leaving, event, 'going');
    await answer(waiting, event, 'going');
    expect((await call(leaving, 'DELETE', '/users/me')).statusCode).toBe(204);
    expect(promotedTo(event)).toEqual([waiting.id]);
    expect(await view(host, event)).toMatchObject({
      going_count: 1,
      waitlist_count: 0,
      attendees: [{ id: waiting.id }],
    });
  });

  it('never gives out more places than it has to members answering at the same moment', async () => {
    const event = await createEvent(t, host, { capacity: 2 });
    const members = await Promise.all(Array.from({ length: 8 }, () => createSignedInMember(t)));
    const answers = await Promise.all(members.map((member) => answer(member, event, 'going')));
    expect(answers.filter((rsvp) => !rsvp.waitlisted)).toHaveLength(2);
    expect(await view(host, event)).toMatchObject({ going_count: 2, waitlist_count: 6 });
    // And members dropping out at the same moment move exactly as many up.
    const holders = members.filter((_, index) => !answers[index]!.waitlisted);
    await Promise.all(holders.map((member) => answer(member, event, 'not_going')));
    expect(await view(host, event)).toMatchObject({ going_count: 2, waitlist_count: 4 });
    expect(promotedTo(event)).toHaveLength(2);
  });
});

describe("an event's attendees", () => {
  it('are the members going as the caller may see them, without anyone in a block with the caller; visitors see none', async () => {
    const host = await createSignedInMember(t);
    const community = await createEventCommunity(t, host);
    const event = await createEvent(t, host, { community: community.id });
    const [viewer, friend, blocker, blocked] = (await Promise.all(
      ['Viewer', 'Friend', 'Blocker', 'Blocked'].map((firstName) => createSignedInMember(t, { firstName })),
    )) as [Member, Member, Member, Member];
    await connectMembers(t, blocker, viewer, { aHoldsB: 'block', bHoldsA: null, active: false });
    await connectMembers(t, viewer, blocked, { aHoldsB: 'block', bHoldsA: null, active: false });
    for (const member of [friend, blocker, blocked, viewer]) await answer(member, event, 'going');

    expect((await view(viewer, event)).attendees.map((user) => user.id)).toEqual([friend.id, viewer.id]);
    expect((await view(blocker, event)).attendees.map((user) => user.id)).toEqual([friend.id, blocker.id, blocked.id]);
    expect(await view(null, event)).toMatchObject({ going_count: 4, attendees: [] });
    const listed = await call(viewer, 'GET', `/events/?community=${community.id}`);
    expect(listed.json().results[0].attendees.map((user: { id: string }) => user.id)).toEqual([friend.id, viewer.id]);
  });

  it('show a community’s event to its members only, who alone answer it', async () => {
    const host = await createSignedInMember(t);
    const community = await createEventCommunity(t, host, { isPrivate: true });
    const member = await createSignedInMember(t);
    await placeInCommunity(t, community, member);
    const event = await createEvent(t, host, { community: community.id });
    expect(await answer(member, event, 'going')).toEqual({ status: 'going', waitlisted: false });
    const outsider = await createSignedInMember(t);
    expect((await call(outsider, 'POST', `/events/${event.id}/rsvp/`, { status: 'going' })).statusCode).toBe(404);
  });
});

describe('answers that no longer hold', () => {
  it("withdraws a member's answers to a private community's events when they leave it, their place going to the first in line", async () => {
    const host = await createSignedInMember(t);
    const community = await createEventCommunity(t, host, { isPrivate: true });
    const [leaving, waiting] = [await createSignedInMember(t), await createSignedInMember(t)];
    for (const member of [leaving, waiting]) await placeInCommunity(t, community, member);
    const event = await createEvent(t, host, { community: community.id, capacity: 1 });
    await answer(leaving, event, 'going');
    await answer(waiting, event, 'going');

    expect((await call(leaving, 'POST', `/communities/${community.id}/leave/`)).statusCode).toBe(200);
    expect(promotedTo(event)).toEqual([waiting.id]);
    expect(await view(host, event)).toMatchObject({
      going_count: 1,
      waitlist_count: 0,
      attendees: [{ id: waiting.id }],
    });
  });

  it("keeps the answers given to a public community's events, which stay open to everyone, after leaving it", async () => {
    const host = await createSignedInMember(t);
    const community = await createEventCommunity(t, host);
    const leaving = await createSignedInMember(t);
    await placeInCommunity(t, community, leaving);
    const event = await createEvent(t, host, { community: community.id });
    await answer(leaving, event, 'maybe');

    expect((await call(leaving, 'POST', `/communities/${community.id}/leave/`)).statusCode).toBe(200);
    expect((await view(leaving, event)).my_rsvp).toEqual({ status: 'maybe', waitlisted: false });
  });

  it('refuses an answer once the event is over, and offers none', async () => {
    const host = await createSignedInMember(t);
    const member = await createSignedInMember(t);
    const event = await createEvent(t, host);
    await answer(member, event, 'going');
    t.clock.advance(8 * dayMs);

    const late = await call(member, 'POST', `/events/${event.id}/rsvp/`, { status: 'not_going' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'event.ended', message: messages.eventEnded });
    expect(await view(member, event)).toMatchObject({
      abilities: { rsvp: false },
      my_rsvp: { status: 'going', waitlisted: false },
    });
  });
});
