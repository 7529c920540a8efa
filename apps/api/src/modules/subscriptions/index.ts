// The subscriptions module as other modules see it.
export { findSubscriberIds, subscribe } from './subscriptions.service.ts';
