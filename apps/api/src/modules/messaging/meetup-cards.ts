import type { Meetup } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { findStandings } from '../connections/index.ts';
import { findLocations } from '../locations/index.ts';
import { meetupAbilities } from './meetups.policy.ts';
import type { MeetupRow } from './meetups.table.ts';

/** The other member of a meetup, as `viewerId` sees it; null once their account is gone. */
export const otherOf = (row: MeetupRow, viewerId: string) =>
  row.proposerId === viewerId ? row.inviteeId : row.proposerId;

/**
 * Meetups as `viewerId` sees them, each with the abilities the viewer has on it; in a few queries
 * whatever their number. A meetup whose place is unknown (never: places stay) is left out.
 */
export async function presentMeetups(context: AppContext, viewerId: string, rows: readonly MeetupRow[]) {
  const found = new Map<string, Meetup>();
  if (rows.length === 0) return found;
  const others = [...new Set(rows.flatMap((row) => otherOf(row, viewerId) ?? []))];
  const [places, standings] = await Promise.all([
    findLocations(
      context.db,
      rows.map((row) => row.placeId),
    ),
    findStandings(context.db, viewerId, others),
  ]);
  for (const row of rows) {
    const place = places.get(row.placeId);
    if (!place) continue;
    const other = otherOf(row, viewerId);
    const canReachPeer = other !== null && Boolean(standings.get(other)?.ownerHoldsViewerAt);
    found.set(row.id, {
      id: row.id,
      conversation_id: row.conversationId,
      message_id: row.messageId,
      proposer: row.proposerId,
      invitee: row.inviteeId,
      location: { id: place.id, title: place.title, latitude: place.latitude, longitude: place.longitude },
      venue: row.venue,
      starts_at: row.startsAt.toISOString(),
      status: row.status,
      answered_at: row.answeredAt?.toISOString() ?? null,
      cancelled_by: row.cancelledBy,
      created_at: row.createdAt.toISOString(),
      abilities: meetupAbilities(
        { status: row.status, proposerId: row.proposerId, inviteeId: row.inviteeId },
        viewerId,
        canReachPeer,
      ),
    });
  }
  return found;
}
