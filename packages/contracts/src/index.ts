import './zod-messages.ts';

export * from './auth.ts';
export * from './config.ts';
export * from './connections.ts';
export * from './constants.ts';
export * from './contacts.ts';
export * from './crossings.ts';
export * from './errors.ts';
export * from './invitations.ts';
export * from './messages.ts';
export * from './notifications.ts';
export * from './pagination.ts';
export * from './places.ts';
export * from './social-links.ts';
export * from './text.ts';
export * from './trips.ts';
export * from './users.ts';
