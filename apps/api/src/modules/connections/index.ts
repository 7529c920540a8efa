// The connections module as other modules see it.
export { connectByInvitation, findStandings, noStanding, type Standing } from './connections.service.ts';
