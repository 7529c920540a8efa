import { describe, expect, it } from 'vitest';
import { boundsOf, type MapPoint, pointKey, toFeatures } from './map-points.ts';

const place = (title: string, latitude: number, longitude: number) => ({ id: 1, title, latitude, longitude });
const point = (userId: string, tripId: string | null, location: ReturnType<typeof place>): MapPoint =>
  ({
    user: { id: userId, display_name: userId },
    whereabouts: {
      kind: tripId ? 'trip' : 'home',
      location,
      arrival_datetime: null,
      departure_datetime: null,
      trip_id: tripId,
    },
  }) as MapPoint;

const berlin = place('Berlin', 52.52, 13.4);
const lisbon = place('Lisbon', 38.72, -9.14);

describe('the points of the users map', () => {
  it('puts each person at their place, longitude first as GeoJSON has it', () => {
    const features = toFeatures([point('ana', null, berlin), point('ana', 'trip-1', lisbon)]);
    expect(features.features.map((feature) => [feature.properties.key, feature.geometry.coordinates])).toEqual([
      ['ana:home', [13.4, 52.52]],
      ['ana:trip-1', [-9.14, 38.72]],
    ]);
  });

  it('keys a trip apart from the home city of the same person', () => {
    expect(pointKey(point('ana', null, berlin))).not.toBe(pointKey(point('ana', 'trip-1', berlin)));
  });

  it('frames every point', () => {
    expect(boundsOf([point('ana', null, berlin), point('ben', null, lisbon)])).toEqual([
      [-9.14, 38.72],
      [13.4, 52.52],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});
