import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// The countries of Natural Earth at 1:50m, shipped with the app and fetched from its own server:
// the map never asks a tile server for anything (DESIGN §2).
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { unwrapCollection } from './antimeridian.ts';

export interface WorldBase {
  land: FeatureCollection;
  borders: MultiLineString;
}

type Countries = Topology<{ countries: GeometryCollection }>;

/** The base layer of the users map: the land of every country, and the borders between them. */
export async function loadWorldBase(signal?: AbortSignal): Promise<WorldBase> {
  const response = await fetch(countriesUrl, { signal });
  if (!response.ok) throw new Error(`The world map answered ${response.status}`);
  const topology = (await response.json()) as Countries;
  const { countries } = topology.objects;
  return {
    land: unwrapCollection(feature(topology, countries)),
    borders: mesh(topology, countries, (a, b) => a !== b),
  };
}
