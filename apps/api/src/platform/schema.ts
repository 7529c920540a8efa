// Every Drizzle table of the app, for the query builder and for drizzle-kit's migrations.
export * from '../modules/communities/communities.table.ts';
export * from '../modules/connections/connections.table.ts';
export * from '../modules/contacts/contacts.table.ts';
export * from '../modules/crossings/crossings.table.ts';
export * from '../modules/events/events.table.ts';
export * from '../modules/feedback/feedback.table.ts';
export * from '../modules/identity/identity.table.ts';
export * from '../modules/invitations/invitations.table.ts';
export * from '../modules/locations/locations.table.ts';
export * from '../modules/messaging/meetups.table.ts';
export * from '../modules/messaging/messaging.table.ts';
export * from '../modules/notifications/deliveries.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/notifications/push-devices.table.ts';
export * from '../modules/subscriptions/subscriptions.table.ts';
export * from '../modules/trips/trips.table.ts';
export * from '../modules/users/users.table.ts';
