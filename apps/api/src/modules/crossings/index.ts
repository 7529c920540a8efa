// The crossings module as other modules see it.
export {
  alertKeyOf,
  applyCrossingRadius,
  crossOn,
  findCrossingsInvolving,
  findDueCrossings,
  findPresencesDuring,
  findWhereaboutsOf,
  placesNear,
  subscribeCrossingsToEvents,
} from './crossings.service.ts';
