// The crossings module as other modules see it.
export {
  alertKeyOf,
  applyCrossingRadius,
  findCrossingsInvolving,
  findDueCrossings,
  subscribeCrossingsToEvents,
} from './crossings.service.ts';
