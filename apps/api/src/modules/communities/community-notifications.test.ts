import type { Community, Event, Notification, NotificationKind, NotificationsPage } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunity, expectOk, placeInCommunity } from '../../test/community-factories.ts';
import { type ApiCall, connectMembers, createSignedInMember, dayFromToday } from '../../test/factories.ts';
import { readableEmail } from '../../test/outbox.ts';
import { berlin } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;
const ok = <Body>(...request: ApiCall) => expectOk<Body>(t, ...request);
const member = (firstName: string) => createSignedInMember(t, { firstName, lastName: 'Test' });

async function notificationsOf(recipient: Member, kind: NotificationKind): Promise<Notification[]> {
  const page = await ok<NotificationsPage>(recipient, 'GET', '/notifications/?limit=100');
  return page.results.filter((notification) => notification.kind === kind);
}

// Emails are sent by jobs after the response: read once every one is sent or refused.
async function emailsTo(recipient: Member) {
  await t.deliveriesSent();
  return (await t.emails()).filter((email) => email.includes(`To: ${recipient.email}`)).map(readableEmail);
}

const createEvent = (creator: Member, community: Community, fields: object = {}) =>
  ok<Event>(creator, 'POST', '/events/', {
    name: `Walk ${crypto.randomUUID().slice(0, 6)}`,
    location: berlin,
    start_datetime: `${dayFromToday(t, 10)}T10:00:00Z`,
    end_datetime: `${dayFromToday(t, 10)}T12:00:00Z`,
    community: community.id,
    ...fields,
  });

describe('requests to join', () => {
  it('tell every admin once (not one the asker blocked), then the asker of the answer', async () => {
    const [ana, ben, cleo, dan] = [await member('Ana'), await member('Ben'), await member('Cleo'), await member('Dan')];
    const community = await createCommunity(t, ana, { name: 'Night Owls', private: true });
    await placeInCommunity(t, community, ana, ben, 'admin');
    await placeInCommunity(t, community, ana, dan, 'admin');
    await connectMembers(t, cleo, dan, { aHoldsB: 'block', bHoldsA: null, active: false });
    const asked = await ok<Community>(cleo, 'POST', `/communities/${community.id}/join/`);

    // Ben and Dan asked too, on their way to being admins: those requests are answered.
    const cleosRequest = async (recipient: Member) =>
      (await notificationsOf(recipient, 'community_join_requested')).filter(
        (notification) => notification.actor?.id === cleo.id,
      );
    for (const admin of [ana, ben]) {
      expect(await cleosRequest(admin)).toEqual([
        expect.objectContaining({
          actor: expect.objectContaining({ id: cleo.id }),
          community_id: community.id,
          community_name: 'Night Owls',
          read_at: null,
        }),
      ]);
    }
    expect(await cleosRequest(dan)).toEqual([]);
    const [email] = (await emailsTo(ana)).filter((text) => text.includes('asked to join Night Owls'));
    expect(email).toContain(`http://localhost:8080/communities/${community.id}/details`);

    await ok(ben, 'POST', `/communities/${community.id}/approve-community-join-request/`, {
      membership: asked.membership!.id,
    });
    // Answered by Ben: the request stays with every admin, read.
    expect((await cleosRequest(ana))[0]!.read_at).not.toBeNull();
    expect(await notificationsOf(cleo, 'community_join_approved')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: ben.id }), community_id: community.id }),
    ]);
  });

  it('take back the request of a member who withdraws it or is refused', async () => {
    const [ana, ben, cleo] = [await member('Ana'), await member('Ben'), await member('Cleo')];
    const community = await createCommunity(t, ana, { private: true });
    await ok(ben, 'POST', `/communities/${community.id}/join/`);
    const asked = await ok<Community>(cleo, 'POST', `/communities/${community.id}/join/`);
    expect(await notificationsOf(ana, 'community_join_requested')).toHaveLength(2);
    await ok(ben, 'POST', `/communities/${community.id}/leave/`);
    await ok(ana, 'POST', `/communities/${community.id}/reject-community-join-request/`, {
      membership: asked.membership!.id,
    });
    expect(await notificationsOf(ana, 'community_join_requested')).toEqual([]);
    expect(await notificationsOf(cleo, 'community_join_approved')).toEqual([]);
  });
});

describe('invitations and promotions', () => {
  it('tell the member once, and an invitation declined is taken back', async () => {
    const [ana, ben, cleo] = [await member('Ana'), await member('Ben'), await member('Cleo')];
    const community = await createCommunity(t, ana, { name: 'Sailors' });
    await ok(ana, 'POST', `/communities/${community.id}/invite/`, { user_id: [ben.id, cleo.id] });
    expect(await notificationsOf(ben, 'community_invited')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: ana.id }), community_name: 'Sailors' }),
    ]);
    expect((await emailsTo(ben)).filter((text) => text.includes('Ana Test invited you to join Sailors'))).toHaveLength(
      1,
    );
    await ok(cleo, 'POST', `/communities/${community.id}/leave/`);
    expect(await notificationsOf(cleo, 'community_invited')).toEqual([]);

    await ok(ben, 'POST', `/communities/${community.id}/join/`);
    for (const path of ['promote-to-admin', 'demote-from-admin', 'promote-to-admin']) {
      await ok(ana, 'POST', `/communities/${community.id}/${path}/`, { user: ben.id });
    }
    expect(await notificationsOf(ben, 'community_promoted')).toHaveLength(1);
  });
});

describe('events of a community', () => {
  it('tell its active members once, not the creator, nor a member blocked by them', async () => {
    const [ana, ben, cleo, dan] = [await member('Ana'), await member('Ben'), await member('Cleo'), await member('Dan')];
    const community = await createCommunity(t, ana, { name: 'Cyclists' });
    await placeInCommunity(t, community, ana, ben, 'member');
    await placeInCommunity(t, community, ana, cleo, 'member');
    await placeInCommunity(t, community, ana, dan, 'invited');
    await connectMembers(t, ana, cleo, { aHoldsB: 'block', bHoldsA: null, active: false });
    const event = await createEvent(ana, community, { name: 'Sunday ride' });

    expect(await notificationsOf(ben, 'community_event_created')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: ana.id }),
        community_id: community.id,
        community_name: 'Cyclists',
        event_id: event.id,
        event_name: 'Sunday ride',
        location: expect.objectContaining({ id: berlin }),
        starts_at: `${dayFromToday(t, 10)}T00:00:00.000Z`,
      }),
    ]);
    const [email] = (await emailsTo(ben)).filter((text) => text.includes('New event in Cyclists'));
    expect(email).toContain(`http://localhost:8080/events?event=${event.id}`);
    for (const left of [ana, cleo, dan]) expect(await notificationsOf(left, 'community_event_created')).toEqual([]);
  });

  it('tell a member on the waiting list once when a place frees', async () => {
    const [ana, ben, cleo] = [await member('Ana'), await member('Ben'), await member('Cleo')];
    const community = await createCommunity(t, ana);
    await placeInCommunity(t, community, ana, ben, 'member');
    await placeInCommunity(t, community, ana, cleo, 'member');
    const event = await createEvent(ana, community, { name: 'Boat trip', capacity: 1 });
    await ok(ben, 'POST', `/events/${event.id}/rsvp/`, { status: 'going' });
    expect(await ok(cleo, 'POST', `/events/${event.id}/rsvp/`, { status: 'going' })).toEqual({
      status: 'going',
      waitlisted: true,
    });
    await ok(ben, 'POST', `/events/${event.id}/rsvp/`, { status: 'not_going' });
    expect(await notificationsOf(cleo, 'event_waitlist_promoted')).toEqual([
      expect.objectContaining({ actor: null, event_id: event.id, event_name: 'Boat trip' }),
    ]);
    await ok(cleo, 'POST', `/events/${event.id}/rsvp/`, { status: 'not_going' });
    await ok(cleo, 'POST', `/events/${event.id}/rsvp/`, { status: 'going' });
    expect(await notificationsOf(cleo, 'event_waitlist_promoted')).toHaveLength(1);
  });
});
