import { randomBytes } from 'node:crypto';
import {
  type CreateUserRequest,
  type Integrations,
  type Me,
  messages,
  type NotificationChannels,
  type NotificationPreferences,
  type NotificationTopic,
  type User,
  type UserType,
  updateUserRequest,
} from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { type Database, isUniqueViolation, type Queryable, transactionRetryingDeadlocks } from '../../platform/db.ts';
import { DomainError, fieldError, parseFields } from '../../platform/errors.ts';
import type { Upload } from '../../platform/multipart.ts';
import { findStandings, noStanding } from '../connections/index.ts';
import { createEmailIdentity, deleteIdentity, findIntegrations } from '../identity/index.ts';
import { findForwardingAddress } from '../inbound-mail/index.ts';
import { placeExists } from '../locations/index.ts';
import { removePicture, storePicture } from '../media/index.ts';
import { mergeTopicChannels, topicChannelsOf } from './notification-choices.ts';
import { currentTripOf, type Profile, type ProfileToday, profileOf } from './profile.ts';
import {
  canAssignUserType,
  canManageMembers,
  permissionsFor,
  presentUser,
  type Viewer,
  visibilityOf,
} from './users.policy.ts';
import {
  findCurrentTrips,
  findProfileBySessionToken,
  findProfilesByIds,
  insertMember,
  type MemberChanges,
  updateMember,
} from './users.repository.ts';
import type { MemberRow } from './users.table.ts';

type UpdateUserChanges = ReturnType<typeof updateUserRequest.parse>;

export interface NewMember {
  id: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  onboarded?: boolean;
}

/** The member acting on a request, as far as the users module needs to know them. */
export interface Actor {
  id: string;
  userType: UserType;
}

/** Creates the profile of a new identity; pass the transaction that creates the identity. */
export function createMember(db: Queryable, member: NewMember) {
  return insertMember(db, member);
}

/** A member's profile, or undefined when there is none. */
export async function findMember(db: Database, id: string): Promise<Profile | undefined> {
  const [row] = await findProfilesByIds(db, [id]);
  return row && profileOf(row);
}

/** Many members' profiles in one query (the recipients of a notification); ids without a member are left out. */
export async function findMembers(db: Database, ids: readonly string[]): Promise<Profile[]> {
  return (await findProfilesByIds(db, [...new Set(ids)])).map(profileOf);
}

/** Changes what kind of member someone is (the `make-admin` command, demo data). */
export function changeUserType(db: Queryable, id: string, userType: UserType) {
  return updateMember(db, id, { userType });
}

/**
 * First and last name from the single name a social provider or phone sign-up gives:
 * the first word is the first name, the rest the last name ("Ana María López").
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The day of a moment in UTC, as trips are stored. */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The trip each of these members is on today, by member, in one query for all. */
async function findTripsUnderWay(context: AppContext, memberIds: readonly string[]) {
  const rows = await findCurrentTrips(context.db, memberIds, dayOf(context.clock.now()));
  return new Map(rows.map(({ ownerId, ...trip }) => [ownerId, currentTripOf(trip)]));
}

/** A live session and the member it signs in. */
export interface SessionMember {
  session: { id: string; updatedAt: Date };
  profile: ProfileToday;
}

/**
 * The member a live session token signs in at `now`, with their profile and the trip they are on
 * that day: the first read of every signed-in request, and all that `/users/me` reads.
 */
export async function findSessionMember(db: Database, token: string, now: Date): Promise<SessionMember | undefined> {
  const row = await findProfileBySessionToken(db, token, now, dayOf(now));
  if (!row) return undefined;
  const { sessionId, sessionUpdatedAt, tripUnderWay, tripPlace } = row;
  return {
    session: { id: sessionId, updatedAt: sessionUpdatedAt },
    profile: {
      ...profileOf(row),
      currentTrip: tripUnderWay && tripPlace ? currentTripOf({ ...tripUnderWay, place: tripPlace }) : null,
    },
  };
}

/** `/users/me`: the member with the trip they are on today. */
export function viewMe(context: AppContext, profile: ProfileToday): Me {
  return presentMe(profile, context.config.publicUrl);
}

/** "07:30" of PostgreSQL's "07:30:00". */
const hoursAndMinutes = (time: string) => time.slice(0, 5);

/** The member's notification settings in the API's words, every topic's channels spelled out. */
export function notificationPreferencesOf(member: MemberRow): NotificationPreferences {
  const { quietHoursStart, quietHoursEnd, digestAt } = member;
  return {
    push: member.notifyByPush,
    email: member.notifyByEmail,
    sms: member.notifyBySms,
    alert_lead_days: member.alertLeadDays,
    topics: topicChannelsOf(member.notificationTopics),
    quiet_hours:
      quietHoursStart && quietHoursEnd
        ? { starts_at: hoursAndMinutes(quietHoursStart), ends_at: hoursAndMinutes(quietHoursEnd) }
        : null,
    digest_at: digestAt ? hoursAndMinutes(digestAt) : null,
    language: member.language,
  };
}

/** The member themselves as `/users/me` shows them: all of their profile, settings and permissions. */
export function presentMe(profile: Profile, publicUrl: string): Me {
  const { member, account } = profile;
  return {
    ...presentUser(profile, { kind: 'self' }, publicUrl),
    last_name: member.lastName,
    phone: account.phoneNumber,
    phone_verified: account.phoneNumberVerified,
    onboarded: member.onboarded,
    visibility: visibilityOf(member),
    notification_preferences: notificationPreferencesOf(member),
    permissions: permissionsFor(member.userType),
    created_at: member.createdAt.toISOString(),
  };
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

async function requireProfile(db: Database, id: string): Promise<Profile> {
  const profile = isUuid(id) ? await findMember(db, id) : undefined;
  if (!profile) throw new DomainError('user.not_found');
  return profile;
}

/** A member's profile read again after a change, with the trip they are on today, or `user.not_found`. */
async function requireProfileToday(context: AppContext, id: string): Promise<ProfileToday> {
  const [profile, tripsUnderWay] = await Promise.all([
    requireProfile(context.db, id),
    findTripsUnderWay(context, [id]),
  ]);
  return { ...profile, currentTrip: tripsUnderWay.get(id) ?? null };
}

/** `GET /users/{id}/`: a member as the viewer (signed in or not) may see them. */
export async function viewUser(context: AppContext, viewerId: string | null, id: string): Promise<User> {
  const user = isUuid(id) ? (await viewMembers(context, viewerId, [id])).get(id) : undefined;
  if (!user) throw new DomainError('user.not_found');
  return user;
}

/**
 * Members as a viewer (a member's id, or null for a visitor) may see them, for every list that
 * returns members: one query for the profiles and one for the viewer's standing with all of them,
 * whatever their number, through the same `presentUser` as a single profile. Ids without a member
 * are left out of the map.
 */
export async function viewMembers(
  context: AppContext,
  viewerId: string | null,
  ids: readonly string[],
): Promise<Map<string, User>> {
  const uniqueIds = [...new Set(ids)];
  // The viewer has no standing towards themselves: their own messages and lists ask nothing of it.
  const others = uniqueIds.filter((id) => id !== viewerId);
  const [rows, standings, tripsUnderWay] = await Promise.all([
    findProfilesByIds(context.db, uniqueIds),
    viewerId && others.length > 0 ? findStandings(context.db, viewerId, others) : Promise.resolve(new Map()),
    findTripsUnderWay(context, uniqueIds),
  ]);
  const users = new Map<string, User>();
  for (const row of rows) {
    const profile = { ...profileOf(row), currentTrip: tripsUnderWay.get(row.member.id) ?? null };
    const { id } = profile.member;
    let viewer: Viewer;
    if (viewerId === null) viewer = { kind: 'visitor' };
    else if (viewerId === id) viewer = { kind: 'self' };
    else viewer = { kind: 'member', id: viewerId, standing: standings.get(id) ?? noStanding };
    users.set(id, presentUser(profile, viewer, context.config.publicUrl));
  }
  return users;
}

/** The member an actor may change: themselves, or anyone for admins and staff. */
async function requireEditableProfile(context: AppContext, actor: Actor, id: string) {
  const profile = await requireProfile(context.db, id);
  if (profile.member.id !== actor.id && !canManageMembers(actor.userType)) throw new DomainError('forbidden');
  return profile;
}

/**
 * Turns off one channel of these topics for a member, the rest of their choices kept (an
 * unsubscribe link); a member since deleted has nothing left to stop.
 */
export async function turnOffTopicChannel(
  context: AppContext,
  memberId: string,
  topics: readonly NotificationTopic[],
  channel: keyof NotificationChannels,
) {
  const [profile] = await findMembers(context.db, [memberId]);
  if (!profile) return;
  const changes = Object.fromEntries(topics.map((topic) => [topic, { [channel]: false }]));
  await updateMember(context.db, memberId, {
    notificationTopics: mergeTopicChannels(profile.member.notificationTopics, changes),
  });
}

/** The request's changes as columns, after the checks the schema cannot make. */
async function changesOf(context: AppContext, actor: Actor, member: MemberRow, request: UpdateUserChanges) {
  const preferences = request.notification_preferences;
  const changes: MemberChanges = {
    firstName: request.first_name,
    lastName: request.last_name,
    username: request.username,
    bio: request.bio,
    company: request.company,
    position: request.position,
    bookMeetingLink: request.book_meeting_link,
    linkedin: request.linkedin,
    twitter: request.twitter,
    instagram: request.instagram,
    baseLocationId: request.base_location,
    onboarded: request.onboarded,
    userType: request.user_type,
    profileVisibility: request.visibility?.profile,
    locationVisibility: request.visibility?.location,
    lastNameVisibility: request.visibility?.last_name,
    phoneVisibility: request.visibility?.phone,
    emailVisibility: request.visibility?.email,
    linkedinVisibility: request.visibility?.linkedin,
    twitterVisibility: request.visibility?.twitter,
    instagramVisibility: request.visibility?.instagram,
    notifyByPush: request.notification_preferences?.push,
    notifyByEmail: request.notification_preferences?.email,
    notifyBySms: request.notification_preferences?.sms,
    alertLeadDays: request.notification_preferences?.alert_lead_days,
    notificationTopics: preferences?.topics && mergeTopicChannels(member.notificationTopics, preferences.topics),
    quietHoursStart: preferences?.quiet_hours === undefined ? undefined : (preferences.quiet_hours?.starts_at ?? null),
    quietHoursEnd: preferences?.quiet_hours === undefined ? undefined : (preferences.quiet_hours?.ends_at ?? null),
    digestAt: preferences?.digest_at,
    language: preferences?.language,
  };
  if (request.user_type && !canAssignUserType(actor.userType, request.user_type)) {
    throw new DomainError('forbidden', { fields: { user_type: [messages.cannotSetUserType] } });
  }
  if (request.base_location != null && !(await placeExists(context.db, request.base_location))) {
    throw fieldError({ base_location: [messages.unknownPlace] });
  }
  // Undefined means "not sent": those columns keep their values.
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as MemberChanges;
}

/** Reads `PUT /users/{id}/`'s body (JSON, or the text fields of a multipart form) in the spec's words. */
function readUpdateRequest(body: Record<string, unknown>) {
  if ('email' in body) throw fieldError({ email: [messages.emailNotEditable] });
  return parseFields(updateUserRequest, body);
}

/**
 * `PUT /users/{id}/`: changes what was sent of a member's profile, settings and picture. A member
 * changes only themselves; admins and staff anyone. A new picture replaces the old one, whose
 * files go once the change is saved; `profile_picture: null` removes it.
 */
export async function updateUser(
  context: AppContext,
  actor: Actor,
  id: string,
  body: Record<string, unknown>,
  picture?: Upload,
): Promise<Me> {
  const profile = await requireEditableProfile(context, actor, id);
  const request = readUpdateRequest(body);
  const changes = await changesOf(context, actor, profile.member, request);
  const newPictureKey = picture ? await storePicture(context, picture) : undefined;
  if (newPictureKey) changes.pictureKey = newPictureKey;
  else if (request.profile_picture === null) changes.pictureKey = null;
  const { member } = profile;
  const isHomeChanged =
    (changes.baseLocationId !== undefined && changes.baseLocationId !== member.baseLocationId) ||
    (changes.locationVisibility !== undefined && changes.locationVisibility !== member.locationVisibility);
  try {
    // Where the member is seen (their crossings) changes with the home city, in the same transaction.
    await transactionRetryingDeadlocks(context.db, async (tx) => {
      await updateMember(tx, member.id, changes);
      if (isHomeChanged) await context.events.publishInTransaction(tx, 'member.home_changed', { memberId: member.id });
    });
  } catch (error) {
    if (newPictureKey) await removePicture(context, newPictureKey);
    if (isUniqueViolation(error)) {
      throw new DomainError('user.username_taken', { fields: { username: [messages.usernameTaken] } });
    }
    throw error;
  }
  if (isHomeChanged) await context.events.publish('member.home_changed', { memberId: member.id });
  const oldPictureKey = member.pictureKey;
  if (oldPictureKey && changes.pictureKey !== undefined && changes.pictureKey !== oldPictureKey) {
    await removePicture(context, oldPictureKey);
  }
  return viewMe(context, await requireProfileToday(context, profile.member.id));
}

/**
 * `POST /users/` (admins and staff): creates a member who signs in with their email. The password
 * is a random one nobody knows: the new member chooses theirs through "forgot password".
 */
export async function createMemberAccount(context: AppContext, actor: Actor, request: CreateUserRequest): Promise<Me> {
  if (!canManageMembers(actor.userType)) throw new DomainError('forbidden');
  const userType = request.user_type ?? 'customer';
  if (!canAssignUserType(actor.userType, userType)) {
    throw new DomainError('forbidden', { fields: { user_type: [messages.cannotSetUserType] } });
  }
  const created = await createEmailIdentity(context, {
    email: request.email,
    password: `${randomBytes(24).toString('base64url')}1`,
    firstName: request.first_name,
    lastName: request.last_name,
    userType,
  });
  return viewMe(context, await requireProfileToday(context, created.id));
}

/**
 * Deletes a member's account (themselves, or anyone for admins and staff): the identity, its
 * sessions and sign-in methods, the profile and all that hangs on it, then its open sockets and
 * the picture files.
 */
export async function deleteAccount(context: AppContext, actor: Actor, id: string) {
  const { member, account } = await requireEditableProfile(context, actor, id);
  await context.events.publish('member.deleting', { memberId: member.id });
  await context.db.transaction((tx) => deleteIdentity(tx, { id: member.id, phoneNumber: account.phoneNumber }));
  context.realtime.disconnectMember(member.id);
  if (member.pictureKey) await removePicture(context, member.pictureKey);
  context.log.info({ memberId: member.id, deletedBy: actor.id }, 'account deleted');
}

/**
 * `GET /users/{id}/integrations/`: what the member's mail and calendar connections may read. Their
 * own only: what someone lets us read of their mailbox is theirs, admins and staff included.
 */
export async function viewIntegrations(context: AppContext, actor: Actor, id: string): Promise<Integrations> {
  const { member } = await requireProfile(context.db, id);
  if (member.id !== actor.id) throw new DomainError('forbidden');
  const [connected, forwardingAddress] = await Promise.all([
    findIntegrations(context, member.id),
    findForwardingAddress(context, member.id),
  ]);
  return { ...connected, forwarding_address: forwardingAddress };
}
