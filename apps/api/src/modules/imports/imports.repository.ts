import type { BookingKind } from '@here-and-there/contracts';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import {
  type ImportedReservationRow,
  type ImportedStayRow,
  importedReservations,
  importedStays,
} from './imports.table.ts';

export type NewImportedReservation = typeof importedReservations.$inferInsert;
export type NewImportedStay = typeof importedStays.$inferInsert;

/**
 * Remembers these bookings, each once per member, provider and key; answers those that were new.
 * A booking another import is remembering at this moment waits for it to commit, then is not new.
 */
export function claimReservations(
  db: Queryable,
  rows: readonly NewImportedReservation[],
): Promise<ImportedReservationRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(importedReservations)
    .values([...rows])
    .onConflictDoNothing({
      target: [importedReservations.memberId, importedReservations.providerKey, importedReservations.reservationKey],
    })
    .returning();
}

/** The member's booking of this provider and key, or the one read from this calendar entry. */
export async function findReservation(
  db: Queryable,
  memberId: string,
  booking: { providerKey: string; reservationKey: string } | { calendarEntry: string },
): Promise<ImportedReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(importedReservations)
    .where(
      and(
        eq(importedReservations.memberId, memberId),
        'calendarEntry' in booking
          ? eq(importedReservations.calendarEntry, booking.calendarEntry)
          : and(
              eq(importedReservations.providerKey, booking.providerKey),
              eq(importedReservations.reservationKey, booking.reservationKey),
            ),
      ),
    )
    .limit(1);
  return row;
}

export async function setReservationState(db: Queryable, id: string, state: ImportedReservationRow['state']) {
  await db.update(importedReservations).set({ state, updatedAt: sql`now()` }).where(eq(importedReservations.id, id));
}

export async function insertStays(db: Queryable, rows: readonly NewImportedStay[]) {
  if (rows.length > 0) await db.insert(importedStays).values([...rows]);
}

export function findStaysOfReservation(db: Queryable, reservationId: string): Promise<ImportedStayRow[]> {
  return db.select().from(importedStays).where(eq(importedStays.reservationId, reservationId));
}

/** The states of the bookings a trip was made of. */
export function findSourcesOfTrip(db: Queryable, tripId: string) {
  return db
    .select({ reservationId: importedReservations.id, state: importedReservations.state })
    .from(importedStays)
    .innerJoin(importedReservations, eq(importedReservations.id, importedStays.reservationId))
    .where(eq(importedStays.tripId, tripId));
}

/** Forgets what bookings gave a deleted trip; answers the bookings. */
export async function deleteStaysOfTrip(db: Queryable, tripId: string): Promise<string[]> {
  const rows = await db
    .delete(importedStays)
    .where(eq(importedStays.tripId, tripId))
    .returning({ reservationId: importedStays.reservationId });
  return [...new Set(rows.map((row) => row.reservationId))];
}

/** Marks these bookings dismissed, those still imported (a cancelled one stays cancelled). */
export async function dismissReservations(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .update(importedReservations)
    .set({ state: 'dismissed', updatedAt: sql`now()` })
    .where(and(inArray(importedReservations.id, [...ids]), eq(importedReservations.state, 'imported')));
}

export async function deleteSuggestionsOfReservation(db: Queryable, reservationId: string) {
  await db
    .delete(importedStays)
    .where(and(eq(importedStays.reservationId, reservationId), isNull(importedStays.tripId)));
}

const suggestionColumns = {
  id: importedStays.id,
  reservationId: importedStays.reservationId,
  placeClue: importedStays.placeClue,
  arrivalOn: importedStays.arrivalOn,
  departureOn: importedStays.departureOn,
  provider: importedReservations.provider,
  kind: importedReservations.kind,
  reservationNumber: importedReservations.reservationNumber,
};

/** A place a booking gave that could not be placed, with its booking. */
export interface SuggestionRow {
  id: string;
  reservationId: string;
  placeClue: string;
  arrivalOn: string;
  departureOn: string;
  provider: string;
  kind: BookingKind;
  reservationNumber: string | null;
}

const isSuggestionOf = (memberId: string) =>
  and(
    eq(importedReservations.memberId, memberId),
    eq(importedReservations.state, 'imported'),
    isNull(importedStays.tripId),
  );

/** The member's suggestions that end on or after a day, by arrival. */
export function findSuggestions(db: Queryable, memberId: string, endsOnOrAfter: string): Promise<SuggestionRow[]> {
  return db
    .select(suggestionColumns)
    .from(importedStays)
    .innerJoin(importedReservations, eq(importedReservations.id, importedStays.reservationId))
    .where(and(isSuggestionOf(memberId), gte(importedStays.departureOn, endsOnOrAfter)))
    .orderBy(asc(importedStays.arrivalOn), asc(importedStays.id));
}

/** The member's suggestion of this id, held until the transaction ends. */
export async function lockSuggestion(db: Queryable, memberId: string, id: string): Promise<SuggestionRow | undefined> {
  const [row] = await db
    .select(suggestionColumns)
    .from(importedStays)
    .innerJoin(importedReservations, eq(importedReservations.id, importedStays.reservationId))
    .where(and(isSuggestionOf(memberId), eq(importedStays.id, id)))
    .for('update', { of: importedStays });
  return row;
}

export async function linkStayToTrip(db: Queryable, id: string, tripId: string) {
  await db.update(importedStays).set({ tripId }).where(eq(importedStays.id, id));
}

export async function deleteStay(db: Queryable, id: string) {
  await db.delete(importedStays).where(eq(importedStays.id, id));
}
