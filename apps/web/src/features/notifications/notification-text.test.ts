import type { Notification } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { formatStartDay, notificationTarget, notificationValues, timeAgo } from './notification-text.ts';

const ana = { id: '6c1d0a5e-2f57-4a62-9b55-5b7a1a8c9d10', display_name: 'Ana Silva' };
const community = '2a7c9e1b-4d3f-4b6a-8c5e-9f0a1b2c3d4e';
const event = '3b8d0f2c-5e4a-4c7b-9d6f-0a1b2c3d4e5f';
const notification = (fields: Partial<Notification>) =>
  ({
    id: '0b6f5b8e-6f7e-4b7e-9a53-3c4f0b1b2c3d',
    kind: 'peer_in_location',
    actor: ana,
    trip_id: '1f0e4b2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    community_id: null,
    community_name: null,
    event_id: null,
    event_name: null,
    location: { id: 2267057, title: 'Lisbon, Portugal', latitude: 38.72, longitude: -9.13 },
    starts_at: '2026-06-12T00:00:00.000Z',
    read_at: null,
    opened_at: null,
    created_at: '2026-06-01T10:00:00.000Z',
    updated_at: '2026-06-01T10:00:00.000Z',
    ...fields,
  }) as Notification;

describe('opening a notification', () => {
  it('opens the chat of a direct or group message', () => {
    const chat = '4c9e1a2b-6f5d-4e8a-9b7c-1d2e3f4a5b6c';
    expect(notificationTarget(notification({ kind: 'new_dm', trip_id: null, conversation_id: chat }))).toBe(
      `/inbox/view/${chat}`,
    );
  });

  it('opens the inbox for a message notification that names no chat', () => {
    expect(notificationTarget(notification({ kind: 'new_dm', trip_id: null }))).toBe('/inbox/active');
  });

  it("opens the community's general channel for a channel message", () => {
    expect(
      notificationTarget(
        notification({ kind: 'new_general_community_message', trip_id: null, community_id: community }),
      ),
    ).toBe(`/communities/${community}/general`);
  });

  it('shows the trip it is about', () => {
    expect(notificationTarget(notification({ kind: 'new_trip' }))).toBe('/trips/1f0e4b2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b');
  });

  it('shows the member who asked to connect or accepted', () => {
    expect(notificationTarget(notification({ kind: 'connection_requested', trip_id: null }))).toBe(`/users/${ana.id}`);
    expect(notificationTarget(notification({ kind: 'connection_accepted', trip_id: null }))).toBe(`/users/${ana.id}`);
  });

  it('shows the member of a crossing at their home city, which has no trip', () => {
    expect(notificationTarget(notification({ trip_id: null }))).toBe(`/users/${ana.id}`);
  });

  it('shows a community request to join on the community details, where admins answer it', () => {
    const about = { trip_id: null, community_id: community, community_name: 'Berlin Hikers' };
    expect(notificationTarget(notification({ ...about, kind: 'community_join_requested' }))).toBe(
      `/communities/${community}/details`,
    );
    expect(notificationTarget(notification({ ...about, kind: 'community_invited' }))).toBe(`/communities/${community}`);
  });

  it('shows the event of a new community event or a place freed on its waiting list', () => {
    const about = { trip_id: null, community_id: community, event_id: event };
    for (const kind of ['community_event_created', 'event_waitlist_promoted'] as const) {
      expect(notificationTarget(notification({ ...about, kind }))).toBe(`/events?event=${event}`);
    }
  });

  it('has nowhere to go without a trip or a member', () => {
    expect(notificationTarget(notification({ trip_id: null, actor: null }))).toBeNull();
  });
});

describe('the words of a notification', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');
  const fallbacks = { someone: 'Someone', anEvent: 'an event' };

  it('name who, where and from when', () => {
    expect(notificationValues(notification({}), 'en-GB', fallbacks, now)).toEqual({
      name: 'Ana Silva',
      place: 'Lisbon, Portugal',
      date: '12 June',
      community: '',
      event: 'an event',
    });
  });

  it('name someone when the member is no longer there to name', () => {
    expect(notificationValues(notification({ actor: null }), 'en', fallbacks, now).name).toBe('Someone');
  });

  it('give the year of a start in another year, in the member language', () => {
    expect(formatStartDay('2027-01-03T00:00:00.000Z', 'de', now)).toBe('3. Januar 2027');
  });
});

describe('how long ago', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');

  it('is now for the last minute', () => {
    expect(timeAgo('2026-06-01T11:59:30.000Z', 'en', now)).toBe('now');
  });

  it('counts minutes, hours and days', () => {
    expect(timeAgo('2026-06-01T11:55:00.000Z', 'en', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-06-01T09:00:00.000Z', 'en', now)).toBe('3 hours ago');
    expect(timeAgo('2026-05-31T10:00:00.000Z', 'en', now)).toBe('yesterday');
  });
});
