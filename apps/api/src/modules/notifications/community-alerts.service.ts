import type { Event, NotificationKind } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { findActiveMemberIds } from '../communities/index.ts';
import { findStandings } from '../connections/index.ts';
import { deleteCommunityAlerts, markCommunityAlertsAnswered } from './notifications.repository.ts';
import {
  type Alert,
  eventSeenBy,
  makeAlerts,
  notifyingQueue,
  tellNotificationsChanged,
} from './notifications.service.ts';

type MembershipAlertKind = Extract<
  NotificationKind,
  'community_join_requested' | 'community_join_approved' | 'community_invited' | 'community_promoted'
>;

/** What makes an alert about a membership once per membership and kind. */
const membershipKey = (kind: MembershipAlertKind, membershipId: string) => `${kind}:${membershipId}`;

/** An alert about someone's place in a community, from the member who acted. */
const membershipAlert = (
  kind: MembershipAlertKind,
  recipientId: string,
  { actorId, communityId, membershipId }: { actorId: string; communityId: string; membershipId: string },
): Alert => ({
  recipientId,
  kind,
  dedupeKey: membershipKey(kind, membershipId),
  actorId,
  communityId,
  tripId: null,
  placeId: null,
  startsOn: null,
  endsOn: null,
});

/** Of these members, those the actor's doings may reach: never the actor, nor anyone a block parts from them. */
async function reachableFrom(context: AppContext, actorId: string, memberIds: readonly string[]) {
  const others = [...new Set(memberIds)].filter((id) => id !== actorId);
  const standings = await findStandings(context.db, actorId, others);
  return others.filter((id) => !standings.get(id)?.isBlocked);
}

/** An alert about an event: where and when it is, and its name for the email and text. */
const eventAlert = (kind: NotificationKind, recipientId: string, event: Event, actorId: string | null): Alert => ({
  recipientId,
  kind,
  dedupeKey: `${kind}:${event.id}`,
  actorId,
  communityId: event.community?.id ?? null,
  eventId: event.id,
  eventName: event.name,
  tripId: null,
  placeId: event.location.id,
  startsOn: event.start_datetime.slice(0, 10),
  endsOn: event.end_datetime.slice(0, 10),
});

/**
 * The alerts of communities and their events: a request to join (to the community's admins),
 * the answer, an invitation and a promotion (to the member), a new event (to the community's
 * active members) and a place freed on a waiting list — each once, never across a block, by
 * durable subscribers: a job the event's transaction wrote makes them, idempotent by their keys.
 */
export function subscribeCommunityAlerts(context: AppContext) {
  context.events.subscribeDurably(
    'community.join_requested',
    notifyingQueue,
    async ({ communityId, membershipId, memberId }) => {
      const admins = await findActiveMemberIds(context.db, communityId, { adminsOnly: true });
      const facts = { actorId: memberId, communityId, membershipId };
      await makeAlerts(
        context,
        (await reachableFrom(context, memberId, admins)).map((id) =>
          membershipAlert('community_join_requested', id, facts),
        ),
      );
    },
  );
  context.events.subscribeDurably(
    'community.join_approved',
    notifyingQueue,
    async ({ communityId, membershipId, memberId, adminId }) => {
      // The request every admin was told of is answered: it stays, read.
      const requested = membershipKey('community_join_requested', membershipId);
      tellNotificationsChanged(
        context,
        await markCommunityAlertsAnswered(context.db, communityId, requested, context.clock.now()),
      );
      const facts = { actorId: adminId, communityId, membershipId };
      const reached = await reachableFrom(context, adminId, [memberId]);
      await makeAlerts(
        context,
        reached.map((id) => membershipAlert('community_join_approved', id, facts)),
      );
    },
  );
  for (const [event, kind] of [
    ['community.invited', 'community_invited'],
    ['community.promoted', 'community_promoted'],
  ] as const) {
    context.events.subscribeDurably(event, notifyingQueue, async ({ communityId, membershipId, memberId, adminId }) => {
      const facts = { actorId: adminId, communityId, membershipId };
      const reached = await reachableFrom(context, adminId, [memberId]);
      await makeAlerts(
        context,
        reached.map((id) => membershipAlert(kind, id, facts)),
      );
    });
  }
  // A request or an invitation that ended unanswered no longer waits for anyone: its alerts go.
  context.events.subscribe('community.membership_ended', ({ communityId, membershipId }) =>
    deleteCommunityAlerts(context.db, communityId, [
      membershipKey('community_join_requested', membershipId),
      membershipKey('community_invited', membershipId),
    ]),
  );
  context.events.subscribeDurably('event.created', notifyingQueue, async ({ eventId, creatorId, communityId }) => {
    if (!communityId) return;
    const event = await eventSeenBy(context, creatorId, eventId);
    if (!event) return;
    const members = await findActiveMemberIds(context.db, communityId);
    const reached = await reachableFrom(context, creatorId, members);
    await makeAlerts(
      context,
      reached.map((id) => eventAlert('community_event_created', id, event, creatorId)),
    );
  });
  context.events.subscribeDurably('event.waitlist_promoted', notifyingQueue, async ({ eventId, memberId }) => {
    const event = await eventSeenBy(context, memberId, eventId);
    if (event) await makeAlerts(context, [eventAlert('event_waitlist_promoted', memberId, event, null)]);
  });
}
