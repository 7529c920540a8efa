import { describe, expect, it } from 'vitest';
import { formatDays, pushRouteFor, unreadMessagesPush } from './notification-messages.ts';

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
});
