import { and, count, desc, eq, gt, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, isAnyOf, type Queryable } from '../../platform/db.ts';
import { sealedPrefix } from '../../platform/token-cipher.ts';
import {
  authAccounts,
  authSessions,
  authUsers,
  authVerifications,
  holdsTokens,
  impersonationTokens,
  phoneCodes,
} from './identity.table.ts';

export async function insertUser(db: Queryable, values: typeof authUsers.$inferInsert) {
  await db.insert(authUsers).values(values);
}

export async function insertAccount(db: Queryable, values: typeof authAccounts.$inferInsert) {
  await db.insert(authAccounts).values(values);
}

export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email.toLowerCase()));
  return row;
}

export async function findUserByPhoneNumber(db: Queryable, phoneNumber: string) {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.phoneNumber, phoneNumber));
  return row;
}

export async function updateUserPhoneNumber(db: Queryable, id: string, phoneNumber: string, verified: boolean) {
  await db
    .update(authUsers)
    .set({ phoneNumber, phoneNumberVerified: verified, updatedAt: sql`now()` })
    .where(eq(authUsers.id, id));
}

export async function insertPhoneCode(db: Queryable, values: typeof phoneCodes.$inferInsert) {
  await db.insert(phoneCodes).values(values);
}

/** How many codes were texted to a number since `since`, and when the first of them was. */
export async function countPhoneCodesSince(db: Queryable, phoneNumber: string, since: Date) {
  const [row] = await db
    .select({ sent: count(), firstAt: min(phoneCodes.createdAt) })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phoneNumber, phoneNumber), gt(phoneCodes.createdAt, since)));
  return row!;
}

export async function deletePhoneCodesBefore(db: Queryable, phoneNumber: string, before: Date) {
  await db.delete(phoneCodes).where(and(eq(phoneCodes.phoneNumber, phoneNumber), lt(phoneCodes.createdAt, before)));
}

/** The newest code texted to a number, locked until the transaction ends so tries are counted one at a time. */
export async function lockLatestPhoneCode(db: Queryable, phoneNumber: string) {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(eq(phoneCodes.phoneNumber, phoneNumber))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function recordFailedPhoneCodeAttempt(db: Queryable, id: string) {
  await db
    .update(phoneCodes)
    .set({ failedAttempts: sql`${phoneCodes.failedAttempts} + 1` })
    .where(eq(phoneCodes.id, id));
}

export async function markPhoneCodeUsed(db: Queryable, id: string, usedAt: Date) {
  await db.update(phoneCodes).set({ usedAt }).where(eq(phoneCodes.id, id));
}

export async function insertImpersonationToken(db: Queryable, values: typeof impersonationTokens.$inferInsert) {
  await db.insert(impersonationTokens).values(values);
}

/** Spends an unused, unexpired token in one statement, so two redemptions cannot both win. */
export async function spendImpersonationToken(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .update(impersonationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(impersonationTokens.tokenHash, tokenHash),
        isNull(impersonationTokens.usedAt),
        gt(impersonationTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: impersonationTokens.memberId });
  return row;
}

export async function extendSession(db: Queryable, sessionId: string, expiresAt: Date, now: Date) {
  await db.update(authSessions).set({ expiresAt, updatedAt: now }).where(eq(authSessions.id, sessionId));
}

/** Which of these sessions still exist and have not expired: one parameter however many a node's sockets hold. */
export async function findLiveSessionIds(db: Queryable, sessionIds: readonly string[], now: Date) {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(isAnyOf(authSessions.id, sessionIds), gt(authSessions.expiresAt, now)));
  return rows.map((row) => row.id);
}

/**
 * Removes an identity with everything that lets it sign in: sessions, accounts and, through the
 * foreign keys, the member's profile and all that hangs on it. Sign-in codes are keyed by the number
 * and Better Auth's reset links carry the identity's id as their value, so they go by those.
 */
export async function deleteIdentityRows(db: Queryable, identity: { id: string; phoneNumber: string | null }) {
  if (identity.phoneNumber) await db.delete(phoneCodes).where(eq(phoneCodes.phoneNumber, identity.phoneNumber));
  await db.delete(authVerifications).where(eq(authVerifications.value, identity.id));
  await db.delete(authUsers).where(eq(authUsers.id, identity.id));
}

/** The providers and granted scopes of an identity's social accounts. */
export function findSocialAccounts(db: Database, userId: string) {
  return db
    .select({ providerId: authAccounts.providerId, scope: authAccounts.scope })
    .from(authAccounts)
    .where(eq(authAccounts.userId, userId));
}

/** A member's account with a provider (at most one each: linking refuses a second). */
export async function findProviderAccount(db: Queryable, userId: string, providerId: string) {
  const [row] = await db
    .select()
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, providerId)));
  return row;
}

/** The same, locked until the transaction ends, so a grant is forgotten once and revoked once. */
export async function lockProviderAccount(db: Queryable, userId: string, providerId: string) {
  const [row] = await db
    .select()
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, providerId)))
    .for('update');
  return row;
}

export async function updateProviderAccount(
  db: Queryable,
  id: string,
  values: Pick<
    Partial<typeof authAccounts.$inferInsert>,
    'accessToken' | 'refreshToken' | 'idToken' | 'accessTokenExpiresAt' | 'refreshTokenExpiresAt' | 'scope'
  >,
) {
  await db
    .update(authAccounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(authAccounts.id, id));
}

/**
 * Accounts holding a token that is not sealed (`platform/token-cipher.ts`), or an ID token: those
 * Better Auth wrote before its account hooks sealed them.
 */
export function findAccountsWithUnsealedTokens(db: Queryable) {
  const isUnsealed = (column: AnyPgColumn) => sql`(${column} is not null and ${column} not like ${`${sealedPrefix}%`})`;
  return db
    .select({ id: authAccounts.id, accessToken: authAccounts.accessToken, refreshToken: authAccounts.refreshToken })
    .from(authAccounts)
    .where(
      sql`${holdsTokens} and (${isUnsealed(authAccounts.accessToken)} or ${isUnsealed(authAccounts.refreshToken)}
        or ${authAccounts.idToken} is not null)`,
    );
}

/** Every account of these providers that granted scopes and can be refreshed: whose mail and calendars are read. */
export function findGrantedProviderAccounts(db: Queryable, providerIds: readonly string[]) {
  return db
    .select({ userId: authAccounts.userId, providerId: authAccounts.providerId })
    .from(authAccounts)
    .where(
      and(
        inArray(authAccounts.providerId, [...providerIds]),
        sql`coalesce(${authAccounts.scope}, '') <> ''`,
        sql`${authAccounts.refreshToken} is not null`,
      ),
    );
}
