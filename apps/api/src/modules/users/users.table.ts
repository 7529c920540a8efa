import {
  alertLeadDays,
  languages,
  type NotificationChannels,
  type NotificationTopic,
  userTypes,
  visibilityLevels,
} from '@here-and-there/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Table-level links between modules: a profile cannot outlive its identity, nor point at no place.
import { authUsers } from '../identity/identity.table.ts';
import { places } from '../locations/locations.table.ts';

/** Per topic, the channels a member set; what is not named follows the global switch. */
export type TopicChannelChoices = Partial<Record<NotificationTopic, Partial<NotificationChannels>>>;

export const userType = pgEnum('user_type', userTypes);
/** Declared from widest to narrowest, so PostgreSQL can compare levels (`location_visibility <= 'general-network'`). */
export const visibilityLevel = pgEnum('visibility_level', visibilityLevels);

const visibleAt = (name: string, level: (typeof visibilityLevels)[number]) =>
  visibilityLevel(name).notNull().default(level);

/**
 * Text as member search compares it, in SQL: lowercase, without accents (the marks NFD splits
 * off), as `foldForSearch` does in the app. Built-in functions alone, immutable, so it is indexed.
 */
export const foldedForSearch = (text: SQL) =>
  sql`regexp_replace(normalize(lower(${text}), NFD), '[\\u0300-\\u036f]', '', 'g')`;

/** The last name alone as search compares it: where a search for the start of a last name begins. */
export const lastNameSearchKey = (member: { lastName: AnyColumn }) => foldedForSearch(sql`${member.lastName}`);

/** The username alone as search compares it: where a search for the start of a username begins. */
export const usernameSearchKey = (member: { username: AnyColumn }) => foldedForSearch(sql`${member.username}`);

/**
 * Whether a member's first name, username or full name holds a search (`pattern`: a LIKE pattern
 * of the text), whatever the case and accents: what the trigram indexes find, before the last
 * name's visibility to the viewer narrows it.
 */
export const mayHoldSearch = (member: typeof members, pattern: string) => {
  const folded = foldedForSearch(sql`${pattern}::text`);
  return sql`(${member.handleKey} like ${folded} or ${member.fullNameKey} like ${folded})`;
};

/**
 * The member's profile. Its id IS the Better Auth user id, so `user.id` in the API is both.
 * Every identity has exactly one, created in the same transaction as the identity.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    username: text('username'),
    userType: userType('user_type').notNull().default('customer'),
    onboarded: boolean('onboarded').notNull().default(false),
    bio: text('bio'),
    company: text('company'),
    position: text('position'),
    bookMeetingLink: text('book_meeting_link'),
    /** Canonical profile URLs (see contracts `normaliseSocialLink`). */
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    /** The home city: a GeoNames place. A place is never deleted while members live there. */
    baseLocationId: integer('base_location_id').references(() => places.id),
    /** Where the stored sizes of the current picture live (see the media module); null without one. */
    pictureKey: text('picture_key'),
    profileVisibility: visibleAt('profile_visibility', 'public'),
    locationVisibility: visibleAt('location_visibility', 'general-network'),
    lastNameVisibility: visibleAt('last_name_visibility', 'public'),
    phoneVisibility: visibleAt('phone_visibility', 'hidden'),
    emailVisibility: visibleAt('email_visibility', 'hidden'),
    linkedinVisibility: visibleAt('linkedin_visibility', 'public'),
    twitterVisibility: visibleAt('twitter_visibility', 'public'),
    instagramVisibility: visibleAt('instagram_visibility', 'public'),
    notifyByPush: boolean('notify_by_push').notNull().default(true),
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    notifyBySms: boolean('notify_by_sms').notNull().default(false),
    /** How many days before a crossing starts the member hears of it (DESIGN §5: 2). */
    alertLeadDays: integer('alert_lead_days').notNull().default(alertLeadDays.default),
    /** The channels the member turned off (or on again) per topic; a channel not named is on. */
    notificationTopics: jsonb('notification_topics').$type<TopicChannelChoices>().notNull().default(sql`'{}'::jsonb`),
    /** Quiet hours in the home city's time zone, both set or neither: nothing is pushed or texted in them. */
    quietHoursStart: time('quiet_hours_start'),
    quietHoursEnd: time('quiet_hours_end'),
    /** When the daily digest email of crossings and the network's trips goes out; null: one message each. */
    digestAt: time('digest_at'),
    /** The language of the member's emails and texts. */
    language: text('language', { enum: languages }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The first and last name as search compares them, for callers who may see the last name.
     * Stored, so that a search compares plain text rather than folding each candidate again.
     */
    fullNameKey: text('full_name_key').generatedAlwaysAs(foldedForSearch(sql`"first_name" || ' ' || "last_name"`)),
    /**
     * The first name and the username as search compares them, which every member may see. A line
     * break between them, which no search text holds, so that no match spans the two.
     */
    handleKey: text('handle_key').generatedAlwaysAs(
      foldedForSearch(sql`"first_name" || E'\\n' || coalesce("username", '')`),
    ),
  },
  // Usernames are unique regardless of case ("Ana" and "ana" are the same handle).
  (table) => [
    uniqueIndex('members_username_lower_key').on(sql`lower(${table.username})`),
    index('members_base_location_id_idx').on(table.baseLocationId),
    // Member search: any part of a name, whatever its case and accents (pg_trgm), and the start
    // of the full name, the last name or the username in the order of the names (b-trees).
    index('members_full_name_search_idx').using('gin', sql`${table.fullNameKey} gin_trgm_ops`),
    index('members_handle_search_idx').using('gin', sql`${table.handleKey} gin_trgm_ops`),
    index('members_full_name_prefix_idx').on(table.fullNameKey.op('text_pattern_ops')),
    // A search reads the thousands of people a member chose by their ids, from this index alone:
    // the migration adds INCLUDE (first_name, handle_key, full_name_key, last_name_visibility,
    // base_location_id, location_visibility).
    index('members_search_idx').on(table.id),
    index('members_last_name_prefix_idx').using('btree', sql`${lastNameSearchKey(table)} text_pattern_ops`),
    index('members_username_prefix_idx')
      .using('btree', sql`${usernameSearchKey(table)} text_pattern_ops`)
      .where(sql`${table.username} is not null`),
    check('members_quiet_hours_check', sql`(${table.quietHoursStart} is null) = (${table.quietHoursEnd} is null)`),
    check(
      'members_language_check',
      sql`${table.language} in ${sql.raw(`(${languages.map((code) => `'${code}'`).join(', ')})`)}`,
    ),
  ],
);

export type MemberRow = typeof members.$inferSelect;
