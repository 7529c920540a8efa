import { describe, expect, it } from 'vitest';
import { formatDays, pushRouteFor } from './notification-messages.ts';

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
