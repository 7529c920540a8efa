import { type NotificationKind, notificationKinds } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { formatDays, messageFor, pushRouteFor, unreadMessagesPush } from './notification-messages.ts';

describe('the days a message names', () => {
  it('writes a range the way English readers expect, with plain spaces', () => {
    expect(formatDays('2026-06-12', '2026-06-15')).toBe('12 – 15 Jun 2026');
    expect(formatDays('2026-06-30', '2026-07-02')).toBe('30 Jun – 2 Jul 2026');
    expect(formatDays('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
    expect(formatDays('2026-06-12', '2026-06-12')).toBe('12 Jun 2026');
    expect(formatDays('2026-06-12', null)).toBe('12 Jun 2026');
  });
});

describe('the route a tapped push opens', () => {
  const community = { id: '3f0c6a52-8f0e-4a43-9d6b-2f4a4c1d5e01', name: 'Berlin Hikers' };
  const conversationId = '9b2d7c1e-4a5f-4e8b-8c3d-1e2f3a4b5c6d';

  it("opens a community's general channel for its messages, the chat for a message, the notifications for the rest", () => {
    expect(pushRouteFor({ kind: 'new_general_community_message', community })).toBe(
      `/communities/${community.id}/general`,
    );
    expect(pushRouteFor({ kind: 'new_dm', conversationId })).toBe(`/inbox/view/${conversationId}`);
    expect(pushRouteFor({ kind: 'community_invited', community })).toBe('/notifications');
    expect(pushRouteFor({ kind: 'connection_requested' })).toBe('/notifications');
  });

  it('opens the notifications when what a message is about is not known', () => {
    expect(pushRouteFor({ kind: 'new_general_community_message', community: null })).toBe('/notifications');
    expect(pushRouteFor({ kind: 'new_dm', conversationId: null })).toBe('/notifications');
  });
});

describe('the push of unread messages', () => {
  const conversationId = '9b2d7c1e-4a5f-4e8b-8c3d-1e2f3a4b5c6d';
  const chat = { kind: 'new_dm' as const, conversationId, groupName: null, community: null };

  it('names the one member who wrote them, or else the group, counting them', () => {
    expect(unreadMessagesPush({ ...chat, unread: 1, authorName: 'Ana Lima' })).toEqual({
      title: '1 new message from Ana Lima',
      body: 'Open Here & There to read it.',
      route: `/inbox/view/${conversationId}`,
    });
    expect(unreadMessagesPush({ ...chat, unread: 3, authorName: null, groupName: 'Lisbon trip' }).title).toBe(
      '3 new messages in Lisbon trip',
    );
    expect(unreadMessagesPush({ ...chat, unread: 2, authorName: null }).title).toBe('2 new messages in your group');
  });

  it("names a channel's community, whoever wrote in it", () => {
    const community = { id: '3f0c6a52-8f0e-4a43-9d6b-2f4a4c1d5e01', name: 'Berlin Hikers' };
    const push = unreadMessagesPush({
      kind: 'new_general_community_message',
      conversationId,
      unread: 5,
      authorName: 'Ana Lima',
      groupName: null,
      community,
    });
    expect(push).toEqual({
      title: '5 new messages in Berlin Hikers',
      body: 'Open Here & There to read them.',
      route: `/communities/${community.id}/general`,
    });
  });

  it('says it in German to a German member', () => {
    expect(unreadMessagesPush({ ...chat, unread: 3, authorName: 'Ana Lima' }, 'de')).toEqual({
      title: '3 neue Nachrichten von Ana Lima',
      body: 'Öffne Here & There, um sie zu lesen.',
      route: `/inbox/view/${conversationId}`,
    });
    expect(unreadMessagesPush({ ...chat, unread: 1, authorName: null }, 'de').title).toBe(
      '1 neue Nachricht in deiner Gruppe',
    );
  });
});

describe('the words of a notification in German', () => {
  it('writes days as German readers expect', () => {
    expect(formatDays('2026-06-12', '2026-06-15', 'de')).toBe('12.–15. Juni 2026');
    expect(formatDays('2026-06-30', '2026-07-02', 'de')).toBe('30. Juni – 2. Juli 2026');
    expect(formatDays('2026-06-12', null, 'de')).toBe('12. Juni 2026');
  });

  it('has German words for every kind, and the same links as the English', () => {
    const facts = {
      actorName: 'Ana Lima',
      actorId: '3f0c6a52-8f0e-4a43-9d6b-2f4a4c1d5e01',
      tripId: '9b2d7c1e-4a5f-4e8b-8c3d-1e2f3a4b5c6d',
      placeTitle: 'Lisbon, Portugal',
      startsOn: '2026-06-12',
      endsOn: '2026-06-15',
      crossing: 'here' as const,
      community: { id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', name: 'Berlin Hikers' },
      event: { id: '6e2f3a4b-5c6d-4e7f-8091-a2b3c4d5e6f7', name: 'Sunday walk' },
      conversationId: '7f3a4b5c-6d7e-4f80-91a2-b3c4d5e6f708',
    };
    for (const kind of notificationKinds) {
      const english = messageFor({ ...facts, kind }, 'https://example.com');
      const german = messageFor({ ...facts, kind }, 'https://example.com', 'de');
      expect(german.link, kind).toBe(english.link);
      expect(german.sentence, kind).not.toBe(english.sentence);
      expect(german.subject, kind).not.toBe(english.subject);
    }
  });
});

describe('the screen each notification links to', () => {
  it('is a screen of the web app', () => {
    const ids = {
      actorId: 'a0000000-0000-4000-8000-000000000001',
      tripId: 'a0000000-0000-4000-8000-000000000002',
      community: { id: 'a0000000-0000-4000-8000-000000000003', name: 'Hikers' },
      event: { id: 'a0000000-0000-4000-8000-000000000004', name: 'Walk' },
      conversationId: 'a0000000-0000-4000-8000-000000000005',
    };
    const linkOf = (kind: NotificationKind) =>
      messageFor({ ...ids, kind, actorName: 'Ana', placeTitle: null, startsOn: null, endsOn: null, crossing: null }, '')
        .link;
    expect(Object.fromEntries(notificationKinds.map((kind) => [kind, linkOf(kind)]))).toEqual({
      peer_in_location: `/trips/${ids.tripId}`,
      subscription_trip: `/trips/${ids.tripId}`,
      new_trip: `/trips/${ids.tripId}`,
      trip_shared: `/trips/${ids.tripId}`,
      booking_cancelled: `/trips/${ids.tripId}`,
      connection_requested: `/users/${ids.actorId}`,
      connection_accepted: `/users/${ids.actorId}`,
      community_join_requested: `/communities/${ids.community.id}/details`,
      community_join_approved: `/communities/${ids.community.id}`,
      community_invited: `/communities/${ids.community.id}`,
      community_promoted: `/communities/${ids.community.id}`,
      community_event_created: `/events?event=${ids.event.id}`,
      event_waitlist_promoted: `/events?event=${ids.event.id}`,
      new_dm: `/inbox/view/${ids.conversationId}`,
      new_general_community_message: `/communities/${ids.community.id}/general`,
      google_disconnected: '/integrations',
      outlook_disconnected: '/integrations',
    });
  });
});
