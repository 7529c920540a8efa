import type { Event } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { expectedAnswer, isFull, withAnswer } from './rsvp-answer.ts';

const event = (fields: Partial<Event> = {}): Event => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Sunset walk',
  description: null,
  location: { id: 2267057, title: 'Lisbon, Portugal', latitude: 38.7, longitude: -9.1 },
  start_datetime: '2026-07-14T17:00:00.000Z',
  end_datetime: '2026-07-14T20:00:00.000Z',
  event_tz: 'Europe/Lisbon',
  capacity: null,
  community: null,
  channel: null,
  creator: null,
  going_count: 0,
  waitlist_count: 0,
  attendees: [],
  my_rsvp: null,
  abilities: { edit: false, delete: false, rsvp: true },
  created_at: '2026-05-01T00:00:00.000Z',
  updated_at: '2026-05-01T00:00:00.000Z',
  ...fields,
});

describe('an answer to an event', () => {
  it('counts a member going to an event with room', () => {
    const open = event({ capacity: 2, going_count: 1 });
    const answer = expectedAnswer(open, 'going');
    expect(answer).toEqual({ status: 'going', waitlisted: false });
    expect(withAnswer(open, answer)).toMatchObject({ going_count: 2, waitlist_count: 0, my_rsvp: answer });
  });

  it('puts a member going to a full event on the waiting list', () => {
    const full = event({ capacity: 1, going_count: 1 });
    expect(isFull(full)).toBe(true);
    const answer = expectedAnswer(full, 'going');
    expect(answer).toEqual({ status: 'going', waitlisted: true });
    expect(withAnswer(full, answer)).toMatchObject({ going_count: 1, waitlist_count: 1 });
  });

  it('keeps the place of a member already going to a full event', () => {
    const mine = event({ capacity: 1, going_count: 1, my_rsvp: { status: 'going', waitlisted: false } });
    expect(isFull(mine)).toBe(false);
    expect(expectedAnswer(mine, 'going')).toEqual({ status: 'going', waitlisted: false });
  });

  it('frees a place when a member going drops out, and a waiting member leaves the line', () => {
    const going = event({
      capacity: 1,
      going_count: 1,
      waitlist_count: 1,
      my_rsvp: { status: 'going', waitlisted: false },
    });
    expect(withAnswer(going, expectedAnswer(going, 'not_going'))).toMatchObject({ going_count: 0, waitlist_count: 1 });
    const waiting = event({
      capacity: 1,
      going_count: 1,
      waitlist_count: 1,
      my_rsvp: { status: 'going', waitlisted: true },
    });
    expect(withAnswer(waiting, expectedAnswer(waiting, 'maybe'))).toMatchObject({ going_count: 1, waitlist_count: 0 });
  });

  it('takes the server’s answer over the expected one', () => {
    const open = event({ capacity: 1, going_count: 0 });
    // Someone else took the last place first.
    expect(withAnswer(open, { status: 'going', waitlisted: true })).toMatchObject({
      going_count: 0,
      waitlist_count: 1,
    });
  });
});
