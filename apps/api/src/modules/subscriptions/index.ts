// The subscriptions module as other modules see it.
export { subscribe } from './subscriptions.service.ts';
