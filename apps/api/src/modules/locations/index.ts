// The locations module as other modules see it.
export {
  findLocation,
  findLocations,
  loadPlaces,
  placeExists,
  toLocation,
} from './locations.service.ts';
