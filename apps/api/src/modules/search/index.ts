// The search module as other modules see it.
export { searchUsers } from './search.service.ts';
