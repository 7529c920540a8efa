import type { MapPoints } from '@here-and-there/contracts';
import type { FeatureCollection, Point } from 'geojson';

export type MapPoint = MapPoints['results'][number];

/** A point's own key: a person can be on the map at home and on a trip in the same period. */
export const pointKey = ({ user, whereabouts }: MapPoint) => `${user.id}:${whereabouts.trip_id ?? 'home'}`;

/** What a marker needs of its person, kept on the map's features (GeoJSON properties are plain values). */
export interface PointProperties {
  key: string;
}

/** The people as GeoJSON points for MapLibre's clustering source; each feature names its point by key. */
export function toFeatures(points: readonly MapPoint[]): FeatureCollection<Point, PointProperties> {
  return {
    type: 'FeatureCollection',
    features: points.map((point) => ({
      type: 'Feature',
      properties: { key: pointKey(point) },
      geometry: {
        type: 'Point',
        coordinates: [point.whereabouts.location.longitude, point.whereabouts.location.latitude],
      },
    })),
  };
}

/** The smallest box around the points, `[[west, south], [east, north]]`; null without points. */
export function boundsOf(points: readonly MapPoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  const longitudes = points.map((point) => point.whereabouts.location.longitude);
  const latitudes = points.map((point) => point.whereabouts.location.latitude);
  return [
    [Math.min(...longitudes), Math.min(...latitudes)],
    [Math.max(...longitudes), Math.max(...latitudes)],
  ];
}
