import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Better Auth reads and writes the four auth_* tables through its Drizzle adapter: each
// property name below is the Better Auth field name; the SQL names are ours.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One row per person who can sign in; the profile lives in `members` under the same id. */
export const authUsers = pgTable('auth_users', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  /** Always stored lower-case (Better Auth lower-cases on write and lookup, and so does our sign-up). */
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** E.164; set only once the member proved they own it with a code (phone-number plugin). */
  phoneNumber: text('phone_number').unique(),
  phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    /** The bearer token of the API. */
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

/** A way to sign in: `credential` (password hash) or a social provider's account. */
/**
 * An account holding a token: a social one, never a password's. Tokens at rest are read through
 * the partial index it defines (a few rows among every member's), not by reading every account.
 */
export const holdsTokens = sql`(access_token is not null or refresh_token is not null or id_token is not null)`;

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull(),
    accountId: text('account_id').notNull(),
    password: text('password'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('auth_accounts_user_id_idx').on(table.userId),
    index('auth_accounts_provider_account_idx').on(table.providerId, table.accountId),
    index('auth_accounts_with_tokens_idx').on(table.id).where(holdsTokens),
  ],
);

/** Better Auth's short-lived values: password-reset tokens, OAuth state. */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: uuid('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);

/**
 * Every sign-in code we texted (or, for a number we do not know, pretended to text): the hash
 * of the code, its tries and its use. The rows also count the sends per number for the limits.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('phone_codes_phone_number_created_at_idx').on(table.phoneNumber, table.createdAt)],
);

/** One-time sign-in links for admins and staff acting as a member (DESIGN §5); only the hash is kept. */
export const impersonationTokens = pgTable('impersonation_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  /** The member to act as (a member's id is their auth user's id). */
  memberId: uuid('member_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  /** Null when issued from the command line. */
  createdBy: uuid('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
