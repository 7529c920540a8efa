import type { FeatureCollection, Position } from 'geojson';

/** A ring that reaches this close to a pole goes around it: its jump across the map is its real edge. */
const polarLatitude = 89;

/**
 * Natural Earth draws a few rings (eastern Russia, Fiji) across the 180th meridian, jumping from
 * +180 to -180 between two points; drawn on a flat map that edge would cross the whole world.
 * Continuous longitudes (beyond 180 where needed) let MapLibre wrap them onto the next world
 * instead. Rings around a pole (Antarctica) are left as they are.
 */
export function unwrapAntimeridian(ring: Position[]): Position[] {
  if (ring.some(([, latitude]) => Math.abs(latitude ?? 0) >= polarLatitude)) return ring;
  let previous: number | undefined;
  return ring.map(([longitude = 0, latitude = 0]) => {
    let next = longitude;
    if (previous !== undefined) {
      while (next - previous > 180) next -= 360;
      while (next - previous < -180) next += 360;
    }
    previous = next;
    return [next, latitude];
  });
}

/** `unwrapAntimeridian` on every ring of a collection of (multi)polygons. */
export function unwrapCollection(collection: FeatureCollection): FeatureCollection {
  return {
    ...collection,
    features: collection.features.map((feature) => {
      const { geometry } = feature;
      if (geometry.type === 'Polygon') {
        return { ...feature, geometry: { ...geometry, coordinates: geometry.coordinates.map(unwrapAntimeridian) } };
      }
      if (geometry.type === 'MultiPolygon') {
        const coordinates = geometry.coordinates.map((polygon) => polygon.map(unwrapAntimeridian));
        return { ...feature, geometry: { ...geometry, coordinates } };
      }
      return feature;
    }),
  };
}
