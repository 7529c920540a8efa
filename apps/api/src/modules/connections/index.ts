// The connections module as other modules see it.
export { findStandings, noStanding, type Standing } from './connections.service.ts';
