import type { Connection, Crossing, Trip } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { dashboardTabOf } from '../../app/routing/route-paths.ts';
import { crossingsByKind, groupCrossings, newestFirst, othersTrips, soonestCrossingOfEach } from './dashboard-lists.ts';

const lisbon = { id: 2267057, title: 'Lisbon, Portugal', latitude: 38.7, longitude: -9.1 };
const person = (id: string) => ({ id, first_name: id, display_name: id }) as Crossing['user'];
const crossing = (
  userId: string,
  kind: Crossing['kind'],
  arrival: string,
  theirTrip: string | null = null,
): Crossing => ({
  user: person(userId),
  kind,
  location: lisbon,
  arrival_datetime: `${arrival}T00:00:00.000Z`,
  departure_datetime: `${arrival}T23:59:59.000Z`,
  my_trip: null,
  their_trip: theirTrip
    ? { id: theirTrip, location: lisbon, arrival_datetime: arrival, departure_datetime: arrival }
    : null,
});

describe('the dashboard tab', () => {
  it('opens the tab the address names', () => {
    expect(dashboardTabOf('trips')).toBe('trips');
    expect(dashboardTabOf('alerts')).toBe('alerts');
    expect(dashboardTabOf('contacts')).toBe('contacts');
  });

  it('opens the people tab for here and there, as the spec links them', () => {
    expect(dashboardTabOf('here')).toBe('users');
    expect(dashboardTabOf('there')).toBe('users');
  });

  it('opens the people tab when the address names none or an unknown one', () => {
    expect(dashboardTabOf(null)).toBe('users');
    expect(dashboardTabOf('everything')).toBe('users');
  });
});

describe('the lists of the dashboard', () => {
  it("leaves the member's own trips out of their people's trips", () => {
    const trips = [
      { id: 'a', owner: 'me' },
      { id: 'b', owner: 'ana' },
      { id: 'c', owner: 'ben' },
    ] as Trip[];
    expect(othersTrips(trips, 'me').map((trip) => trip.id)).toEqual(['b', 'c']);
  });

  it('groups crossings by kind, keeping their order', () => {
    const groups = crossingsByKind([
      crossing('ana', 'there', '2026-06-01'),
      crossing('ben', 'here', '2026-06-02'),
      crossing('cai', 'there', '2026-06-03'),
      crossing('dan', 'near_miss', '2026-06-04'),
    ]);
    expect(groups.there.map((item) => item.user.id)).toEqual(['ana', 'cai']);
    expect(groups.here.map((item) => item.user.id)).toEqual(['ben']);
    expect(groups.near_miss.map((item) => item.user.id)).toEqual(['dan']);
  });

  it('shows each person once in a deck, at their soonest crossing', () => {
    const deck = soonestCrossingOfEach([
      crossing('ana', 'there', '2026-07-01', 't1'),
      crossing('ben', 'here', '2026-06-10'),
      crossing('ana', 'here', '2026-06-20', 't2'),
    ]);
    expect(deck.map((item) => [item.user.id, item.kind])).toEqual([
      ['ben', 'here'],
      ['ana', 'here'],
    ]);
  });

  it('puts the latest connection first among recent people', () => {
    const connections = [
      { id: 'old', created_at: '2026-01-01T10:00:00.000Z' },
      { id: 'new', created_at: '2026-03-01T10:00:00.000Z' },
      { id: 'mid', created_at: '2026-02-01T10:00:00.000Z' },
    ] as Connection[];
    expect(newestFirst(connections).map((connection) => connection.id)).toEqual(['new', 'mid', 'old']);
  });

  it('shows a person once per trip of the member, with each stay, when they leave for a day in the middle', () => {
    const myTrip = { id: 'mine', location: lisbon, arrival_datetime: '2026-05-12', departure_datetime: '2026-05-18' };
    const stay = (userId: string, arrival: string, departure: string, theirTrip: string | null = null): Crossing => ({
      ...crossing(userId, 'there', arrival, theirTrip),
      departure_datetime: `${departure}T23:59:59.000Z`,
      my_trip: myTrip,
    });
    const groups = groupCrossings([
      stay('ana', '2026-05-12', '2026-05-14'),
      stay('ben', '2026-05-13', '2026-05-13'),
      stay('ana', '2026-05-16', '2026-05-18'),
    ]);
    expect(groups.map((group) => [group.crossing.user.id, group.stays])).toEqual([
      [
        'ana',
        [
          { arrival: '2026-05-12', departure: '2026-05-14' },
          { arrival: '2026-05-16', departure: '2026-05-18' },
        ],
      ],
      ['ben', [{ arrival: '2026-05-13', departure: '2026-05-13' }]],
    ]);
  });

  it('joins stays that follow one another, and keeps apart a person met at home and on a trip', () => {
    const onTrip = { ...crossing('ana', 'there', '2026-06-03'), my_trip: { id: 'mine' } as Crossing['my_trip'] };
    const groups = groupCrossings([
      crossing('ana', 'here', '2026-06-01', 't1'),
      crossing('ana', 'here', '2026-06-02'),
      onTrip,
    ]);
    expect(groups.map((group) => group.stays)).toEqual([
      [{ arrival: '2026-06-01', departure: '2026-06-02' }],
      [{ arrival: '2026-06-03', departure: '2026-06-03' }],
    ]);
  });
});
