import type { AlertScanResult, NotificationKind } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { ScheduledJob } from '../../platform/jobs.ts';
import { findNetworkOf, findStandings } from '../connections/index.ts';
import { findOwnContact, textableNumberOf } from '../contacts/index.ts';
import { alertKeyOf, findCrossingsInvolving, findDueCrossings } from '../crossings/index.ts';
import { distanceKm, toLocation } from '../locations/index.ts';
import { findSubscriberIds } from '../subscriptions/index.ts';
import { findTrips, type TripWithPlace, tripViewerOf } from '../trips/index.ts';
import { canSeeTrip, findMembers, viewMembers } from '../users/index.ts';
import { subscribeCommunityAlerts } from './community-alerts.service.ts';
import { subscribeMessageNotifications } from './message-notifications.service.ts';
import { enqueueDeliveries, outsiderDeliveries, wakeDeliveries } from './notification-delivery.ts';
import { messageFor } from './notification-messages.ts';
import {
  deleteAlertsByKey,
  deleteCrossingAlertsExcept,
  deleteNotificationsByIds,
  findAlertsAboutTrip,
  findRecipientsOfCrossingAlertsFrom,
  findTripAlertsBetween,
  markAlertAnswered,
  moveAlerts,
} from './notifications.repository.ts';
import { type Alert, makeAlerts, notifyingQueue, tellNotificationsChanged } from './notifications.service.ts';

/** Today as crossings count days: the UTC date of the app's clock. */
const todayOf = (context: AppContext) => context.clock.now().toISOString().slice(0, 10);

type Crossing = Awaited<ReturnType<typeof findDueCrossings>>[number];

/**
 * The alert of each crossing still to come, for its viewer about the other, told from its first
 * day: one per (viewer, key), so a crossing that the viewer's own trips cut into two stretches
 * of home is one alert, from the earlier stretch still to come.
 */
function alertsOfCrossings(crossings: readonly Crossing[], today: string): Alert[] {
  const alerts = new Map<string, Alert>();
  for (const crossing of crossings) {
    if (crossing.endsOn < today || crossing.kind === 'near_miss') continue;
    const alert: Alert = {
      recipientId: crossing.viewerId,
      kind: 'peer_in_location',
      dedupeKey: alertKeyOf(crossing),
      actorId: crossing.otherId,
      // Their trip when they travel; else the viewer's own trip to where they live.
      tripId: crossing.theirTripId ?? crossing.myTripId,
      placeId: crossing.placeId,
      startsOn: crossing.startsOn,
      endsOn: crossing.endsOn,
      crossing: crossing.kind,
    };
    const id = `${alert.recipientId} ${alert.dedupeKey}`;
    const known = alerts.get(id);
    if (!known || crossing.startsOn < known.startsOn!) alerts.set(id, alert);
  }
  return [...alerts.values()];
}

/**
 * After the crossings of these members were rewritten: the crossing alerts they received or are
 * the subject of follow. One whose crossing is gone (a trip hidden, deleted or moved away, a
 * level lowered, a block) is deleted outright — it would tell of a meeting that will not happen,
 * and if the crossing comes back it is told afresh; one whose crossing moved takes its new days.
 */
async function followCrossings(context: AppContext, memberIds: readonly string[]) {
  const crossings = await findCrossingsInvolving(context.db, memberIds);
  const standing = crossings.map((crossing) => ({ recipientId: crossing.viewerId, dedupeKey: alertKeyOf(crossing) }));
  const withdrawn = await deleteCrossingAlertsExcept(context.db, memberIds, standing);
  const moved = await moveAlerts(context.db, alertsOfCrossings(crossings, todayOf(context)), context.clock.now());
  return { withdrawn, moved };
}

/** Members whose crossing alerts the scan checks again in one go. */
const followBatchSize = 1000;

/**
 * The alert scan: tells each member of the crossings (here and there) whose alert is due today —
 * their lead days before it starts — once per crossing, then checks the alerts of crossings still
 * to come against the crossings as they stand. Answers what it did.
 */
export async function sendDueAlerts(context: AppContext): Promise<AlertScanResult> {
  const today = todayOf(context);
  const made = await makeAlerts(context, alertsOfCrossings(await findDueCrossings(context.db, today), today));
  const result = { created: made.created, moved: made.moved, withdrawn: 0 };
  const recipients = await findRecipientsOfCrossingAlertsFrom(context.db, today);
  for (let start = 0; start < recipients.length; start += followBatchSize) {
    const followed = await followCrossings(context, recipients.slice(start, start + followBatchSize));
    result.moved += followed.moved;
    result.withdrawn += followed.withdrawn;
  }
  return result;
}

/** The alert scan as a job: every hour at minute 5 (UTC), so an alert is due within the hour of its day. */
export const dueAlertsJob: ScheduledJob = { name: 'send-due-alerts', cron: '5 * * * *', run: sendDueAlerts };

/** An alert about a trip, once per recipient and trip. */
function tripAlert(kind: NotificationKind, recipientId: string, { trip }: TripWithPlace): Alert {
  return {
    recipientId,
    kind,
    dedupeKey: `${kind}:${trip.id}`,
    actorId: trip.ownerId,
    tripId: trip.id,
    placeId: trip.locationId,
    startsOn: trip.arrivalOn,
    endsOn: trip.departureOn,
  };
}

/** Whether a member may see a trip (DESIGN §5), through the trips module's one rule. */
async function maySee(context: AppContext, memberId: string, { trip }: TripWithPlace) {
  const standings = await findStandings(context.db, memberId, [trip.ownerId]);
  return canSeeTrip(trip, tripViewerOf(memberId, trip.ownerId, standings));
}

/** Of these members, those who may see the trip; the owner is never told of their own trip. */
async function whoMaySee(context: AppContext, memberIds: readonly string[], row: TripWithPlace) {
  const others = [...new Set(memberIds)].filter((id) => id !== row.trip.ownerId);
  const visible = await Promise.all(others.map((id) => maySee(context, id, row)));
  return others.filter((_, index) => visible[index]);
}

/** Of these subscribers, those whose home city is within the crossing radius of the trip's destination. */
async function livingNear(context: AppContext, memberIds: readonly string[], { place }: TripWithPlace) {
  const destination = toLocation(place);
  const profiles = await findMembers(context.db, memberIds);
  return new Set(
    profiles
      .filter(({ location }) => location && distanceKm(location, destination) <= context.config.crossingRadiusKm)
      .map(({ member }) => member.id),
  );
}

/**
 * A new trip with the notify flag: the owner's network — the members who chose the owner — is
 * told, each only if they may see the trip.
 */
async function networkAlerts(context: AppContext, row: TripWithPlace): Promise<Alert[]> {
  const { trip } = row;
  const network = await findNetworkOf(context.db, trip.ownerId);
  return [...network]
    .filter(([id, standing]) => canSeeTrip(trip, { kind: 'member', id, standing }))
    .map(([id]) => tripAlert('new_trip', id, row));
}

/** The owner's subscribers who may see the trip and live where it goes. */
async function subscribersReached(context: AppContext, row: TripWithPlace) {
  const subscriberIds = await findSubscriberIds(context.db, row.trip.ownerId);
  const near = await livingNear(context, subscriberIds, row);
  return whoMaySee(
    context,
    subscriberIds.filter((id) => near.has(id)),
    row,
  );
}

const tripAlertKinds: NotificationKind[] = ['new_trip', 'trip_shared', 'subscription_trip'];

/**
 * A trip changed: its alerts follow. Those whose recipient may no longer see it, or no longer
 * lives where it goes (a subscriber), are deleted; the others take its new place and days.
 */
async function reviewTripAlerts(context: AppContext, row: TripWithPlace, reached: ReadonlySet<string>) {
  const alerts = await findAlertsAboutTrip(context.db, row.trip.id, tripAlertKinds);
  const visible = new Set(
    await whoMaySee(
      context,
      alerts.map((alert) => alert.recipientId),
      row,
    ),
  );
  const isKept = (alert: (typeof alerts)[number]) =>
    alert.kind === 'subscription_trip' ? reached.has(alert.recipientId) : visible.has(alert.recipientId);
  await deleteNotificationsByIds(
    context.db,
    alerts.filter((alert) => !isKept(alert)).map((alert) => alert.id),
  );
  await moveAlerts(
    context.db,
    alerts.filter(isKept).map((alert) => tripAlert(alert.kind, alert.recipientId, row)),
    context.clock.now(),
  );
}

/**
 * A level or a block changed between two members: a trip alert either received about the other
 * goes once its recipient may no longer see the trip (a close-network trip, a general connection now).
 */
async function reviewAlertsBetween(context: AppContext, memberId: string, otherId: string) {
  const alerts = await findTripAlertsBetween(context.db, memberId, otherId, tripAlertKinds);
  if (alerts.length === 0) return;
  const trips = new Map(
    (
      await findTrips(
        context,
        alerts.flatMap((alert) => (alert.tripId ? [alert.tripId] : [])),
      )
    ).map((row) => [row.trip.id, row]),
  );
  const kept = await Promise.all(
    alerts.map((alert) => {
      const row = alert.tripId ? trips.get(alert.tripId) : undefined;
      return row ? maySee(context, alert.recipientId, row) : false;
    }),
  );
  await deleteNotificationsByIds(
    context.db,
    alerts.filter((_, index) => !kept[index]).map((alert) => alert.id),
  );
}

/**
 * A trip was saved: a new one with the notify flag is told to the owner's network, and so is a
 * trip read from mail once its owner confirms it (SPEC §4: within 24 h; here, as soon as the job
 * runs); subscribers are told when it reaches their town (evaluated on every save, once per
 * subscriber and trip); a changed trip's earlier alerts follow it.
 */
async function tellOfSavedTrip(
  context: AppContext,
  event: { tripId: string; created: boolean; notify: boolean; confirmed?: boolean },
) {
  const [row] = await findTrips(context, [event.tripId]);
  if (!row) return;
  const reached = await subscribersReached(context, row);
  if (!event.created) await reviewTripAlerts(context, row, new Set(reached));
  await makeAlerts(context, [
    ...((event.created && event.notify) || event.confirmed ? await networkAlerts(context, row) : []),
    ...reached.map((id) => tripAlert('subscription_trip', id, row)),
  ]);
}

/**
 * A booking of a trip its owner had confirmed was cancelled: they are told, once per trip, and
 * decide whether they still go (the notification opens the trip, where they can remove it).
 */
export async function tellOfCancelledBooking(context: AppContext, tripId: string) {
  const [row] = await findTrips(context, [tripId]);
  if (!row) return;
  await makeAlerts(context, [{ ...tripAlert('booking_cancelled', row.trip.ownerId, row), actorId: null }]);
}

/**
 * The owner chose contacts to tell about a trip: a contact linked to a member who may see the
 * trip gets a notification (and their email or text); any other contact, outside the app, a text
 * to their number or else an email with the trip's place and days — they learn only of a
 * confirmed trip that its owner chose to share with them.
 */
async function tellChosenContacts(
  context: AppContext,
  event: { tripId: string; ownerId: string; contactIds: string[] },
) {
  const [row] = await findTrips(context, [event.tripId]);
  if (!row) return;
  const contacts = await Promise.all(event.contactIds.map((id) => findOwnContact(context, event.ownerId, id)));
  const linkedIds = contacts.flatMap((contact) => (contact.linkedUserId ? [contact.linkedUserId] : []));
  await makeAlerts(
    context,
    (await whoMaySee(context, linkedIds, row)).map((id) => tripAlert('trip_shared', id, row)),
  );
  const outsiders = contacts.filter((contact) => !contact.linkedUserId);
  if (outsiders.length === 0 || row.trip.status !== 'confirmed') return;
  // Someone outside the app sees the owner as a visitor would.
  const owner = (await viewMembers(context, null, [event.ownerId])).get(event.ownerId);
  if (!owner) return;
  const { publicUrl } = context.config;
  const message = {
    ...messageFor(
      {
        kind: 'trip_shared',
        actorName: owner.display_name,
        actorId: owner.id,
        tripId: row.trip.id,
        placeTitle: toLocation(row.place).title,
        startsOn: row.trip.arrivalOn,
        endsOn: row.trip.departureOn,
        crossing: null,
      },
      publicUrl,
    ),
    // A visitor cannot open a trip; the owner's public profile is theirs to see.
    link: `${publicUrl}/users/${owner.id}`,
  };
  // Once per trip and contact: choosing the same contact again tells them nothing new.
  const deliveries = outsiders.flatMap((contact) =>
    outsiderDeliveries(
      { firstName: contact.firstName, phoneNumber: textableNumberOf(contact), email: contact.email },
      `trip_shared:${row.trip.id}:contact:${contact.id}`,
      message,
    ),
  );
  await context.db.transaction((tx) => enqueueDeliveries(context, tx, deliveries));
  wakeDeliveries(context);
}

type ConnectionAlertKind = 'connection_requested' | 'connection_accepted';

/** What makes a connection alert once per connection and kind. */
const connectionAlertKey = (kind: ConnectionAlertKind, connectionId: string) => `${kind}:${connectionId}`;

/** A connection alert, once per connection and kind. */
const connectionAlert = (
  kind: ConnectionAlertKind,
  connectionId: string,
  recipientId: string,
  actorId: string,
): Alert => ({
  recipientId,
  kind,
  dedupeKey: connectionAlertKey(kind, connectionId),
  actorId,
  tripId: null,
  placeId: null,
  startsOn: null,
  endsOn: null,
});

/**
 * The alerts that other modules' events make, each by a durable subscriber (idempotent: every
 * alert is made once per key), and the alerts that follow changes. Crossing alerts follow the
 * crossings after the commit; should that be lost, the hourly scan follows every alert of a
 * crossing still to come.
 */
export function subscribeNotificationsToEvents(context: AppContext) {
  context.events.subscribeDurably(
    'connection.requested',
    notifyingQueue,
    async ({ connectionId, memberId, otherId }) => {
      await makeAlerts(context, [connectionAlert('connection_requested', connectionId, otherId, memberId)]);
    },
  );
  context.events.subscribeDurably(
    'connection.accepted',
    notifyingQueue,
    async ({ connectionId, memberId, otherId }) => {
      // The request the accepting member was told of is answered: it stays, read, its actor now connected.
      const answered = await markAlertAnswered(
        context.db,
        memberId,
        connectionAlertKey('connection_requested', connectionId),
        context.clock.now(),
      );
      tellNotificationsChanged(context, answered);
      await makeAlerts(context, [connectionAlert('connection_accepted', connectionId, otherId, memberId)]);
    },
  );
  for (const event of ['connection.level_changed', 'connection.blocked', 'connection.removed'] as const) {
    context.events.subscribe(event, ({ memberId, otherId }) => reviewAlertsBetween(context, memberId, otherId));
  }
  // A request declined, withdrawn or ended by a block no longer waits for an answer: its alert goes.
  for (const event of ['connection.blocked', 'connection.removed'] as const) {
    context.events.subscribe(event, ({ connectionId, memberId, otherId }) =>
      deleteAlertsByKey(context.db, [memberId, otherId], connectionAlertKey('connection_requested', connectionId)),
    );
  }
  subscribeCommunityAlerts(context);
  subscribeMessageNotifications(context);
  context.events.subscribeDurably('trip.saved', notifyingQueue, (event) => tellOfSavedTrip(context, event));
  context.events.subscribeDurably('trip.contacts_to_notify', notifyingQueue, (event) =>
    tellChosenContacts(context, event),
  );
  context.events.subscribe('crossings.changed', async ({ memberIds }) => {
    await followCrossings(context, memberIds);
  });
}
