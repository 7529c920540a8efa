import type auth from './locales/en/auth.ts';
import type calendar from './locales/en/calendar.ts';
import type common from './locales/en/common.ts';
import type communities from './locales/en/communities.ts';
import type connections from './locales/en/connections.ts';
import type contacts from './locales/en/contacts.ts';
import type dashboard from './locales/en/dashboard.ts';
import type events from './locales/en/events.ts';
import type integrations from './locales/en/integrations.ts';
import type invitations from './locales/en/invitations.ts';
import type legal from './locales/en/legal.ts';
import type locations from './locales/en/locations.ts';
import type map from './locales/en/map.ts';
import type messaging from './locales/en/messaging.ts';
import type notifications from './locales/en/notifications.ts';
import type onboarding from './locales/en/onboarding.ts';
import type profile from './locales/en/profile.ts';
import type search from './locales/en/search.ts';
import type trips from './locales/en/trips.ts';
import type users from './locales/en/users.ts';

export interface Resources {
  common: typeof common;
  auth: typeof auth;
  onboarding: typeof onboarding;
  legal: typeof legal;
  profile: typeof profile;
  locations: typeof locations;
  users: typeof users;
  connections: typeof connections;
  invitations: typeof invitations;
  contacts: typeof contacts;
  trips: typeof trips;
  notifications: typeof notifications;
  dashboard: typeof dashboard;
  map: typeof map;
  communities: typeof communities;
  events: typeof events;
  calendar: typeof calendar;
  messaging: typeof messaging;
  integrations: typeof integrations;
  search: typeof search;
}

export type Namespace = keyof Resources;

/** Same keys as the English original with any wording: lets the compiler prove German is complete. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Every key of a catalogue: a sentence, or a group or list of them (the screen then reads it whole). */
export type KeyPath<T> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[] ? K : K | `${K}.${KeyPath<T[K]>}`;
}[keyof T & string];

export type ValueAt<T, Path extends string> = Path extends keyof T
  ? T[Path]
  : Path extends `${infer Head}.${infer Rest}`
    ? Head extends keyof T
      ? ValueAt<T[Head], Rest>
      : never
    : never;

export type Translated<Value> = Value extends string ? string : Translation<Value>;

/** Looks a key up in the member's language; `{{name}}` placeholders take the values of the same name. */
export type TFunction<NS extends Namespace = 'common'> = <Key extends KeyPath<Resources[NS]>>(
  key: Key,
  values?: Record<string, string | number>,
) => Translated<ValueAt<Resources[NS], Key>>;
