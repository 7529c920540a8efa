// The connections module as other modules see it.
export {
  changeConnection,
  connectByInvitation,
  findNetworkOf,
  findStandings,
  noStanding,
  requestConnection,
  type Standing,
} from './connections.service.ts';
