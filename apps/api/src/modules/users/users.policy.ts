import type {
  Permissions,
  User,
  UserType,
  Visibility,
  VisibilityField,
  VisibilityLevel,
} from '@here-and-there/contracts';
import type { Standing } from '../connections/index.ts';
import { pictureUrls } from '../media/index.ts';
import type { Profile, TripVisibility } from './profile.ts';
import type { MemberRow } from './users.table.ts';

/**
 * Who gets the pro features (home, users map, network, search, QR code). Besides pro members,
 * admins and staff do: they support members and must see what a pro member sees, and a pay wall
 * in front of the people running the service would only get in their way.
 */
export function isPro(userType: UserType): boolean {
  return userType === 'pro' || userType === 'admin' || userType === 'staff';
}

/** Admins and staff may sign in as a member through a one-time token (DESIGN §5). */
export function canImpersonate(userType: UserType): boolean {
  return userType === 'admin' || userType === 'staff';
}

/** A new identity whose address is listed in ADMIN_EMAILS starts as an admin. */
export function userTypeForNewMember(email: string | null, adminEmails: readonly string[]): UserType {
  return email && adminEmails.includes(email.toLowerCase()) ? 'admin' : 'customer';
}

const readOnly = { list: true, view: true, create: false, edit: false, delete: false };

/**
 * The permission table of SPEC §6 as the server computes it for `/users/me`. `tracking` is true
 * because only the iOS app asks for tracking permission, and it narrows this on the device.
 */
export function permissionsFor(userType: UserType): Permissions {
  return {
    users: {
      list: false,
      view: true,
      create: false,
      edit: false,
      delete: false,
      invite: true,
      tracking: true,
      pro: isPro(userType),
    },
    connections: { list: true, view: true, create: false, edit: true, delete: false },
    trips: { ...readOnly },
    contacts: { ...readOnly, import: false },
    communities: { ...readOnly },
    events: { ...readOnly },
    messaging: { ...readOnly },
  };
}

/** Admins and staff look after members: they may create, edit and delete any of them. */
export function canManageMembers(userType: UserType): boolean {
  return userType === 'admin' || userType === 'staff';
}

/**
 * The user types an actor may give a member. Nobody makes themselves (or anyone) admin or staff
 * except an admin; staff may set every other type.
 */
export function canAssignUserType(actorType: UserType, userType: UserType): boolean {
  if (actorType === 'admin') return true;
  return userType !== 'admin' && (userType !== 'staff' || actorType === 'staff');
}

/**
 * Who is looking at a member or their trip: the member themselves, a signed-out visitor, or another
 * member with their id (a trip's exclusions name members) and how the owner stands towards them.
 */
export type Viewer = { kind: 'self' } | { kind: 'visitor' } | { kind: 'member'; id: string; standing: Standing };

/**
 * The one visibility rule of DESIGN §5, for profile fields (and, later, trips): `public` is for
 * everyone, the network levels for members the owner holds at that level with an active
 * connection, `hidden` for the owner; a block either way hides everything.
 */
export function isVisibleTo(level: VisibilityLevel, viewer: Viewer): boolean {
  if (viewer.kind === 'self') return true;
  if (viewer.kind === 'visitor') return level === 'public';
  const { standing } = viewer;
  if (standing.isBlocked) return false;
  switch (level) {
    case 'public':
      return true;
    case 'general-network':
      return standing.ownerHoldsViewerAt !== null;
    case 'close-network':
      return standing.ownerHoldsViewerAt === 'close';
    case 'hidden':
      return false;
  }
}

/**
 * Trip visibility (DESIGN §5), the one rule of every read path: the owner always; nobody else
 * before the trip is confirmed, nor a visitor (a burglar must not learn when a home is empty), nor
 * a member the trip excludes; otherwise the trip's level as for profile fields, which also hides
 * it from a blocked or blocking member. The trips repository's `findVisibleTrips` and the
 * crossings' presences are its SQL twins.
 */
export function canSeeTrip(trip: TripVisibility, viewer: Viewer): boolean {
  if (viewer.kind === 'self') return true;
  if (viewer.kind === 'visitor' || trip.status !== 'confirmed') return false;
  if (trip.visibilityExclusions.includes(viewer.id)) return false;
  return isVisibleTo(trip.visibility, viewer);
}

/** Booking a meeting, like messaging, needs an active general or close connection (DESIGN §5). */
function canBookMeeting(viewer: Viewer): boolean {
  return viewer.kind === 'self' || (viewer.kind === 'member' && viewer.standing.ownerHoldsViewerAt !== null);
}

/** The member's level for each field, as the wire shows it. */
export function visibilityOf(member: MemberRow): Visibility {
  return {
    profile: member.profileVisibility,
    location: member.locationVisibility,
    last_name: member.lastNameVisibility,
    phone: member.phoneVisibility,
    email: member.emailVisibility,
    linkedin: member.linkedinVisibility,
    twitter: member.twitterVisibility,
    instagram: member.instagramVisibility,
  };
}

/**
 * A member as `viewer` may see them: every field the member's levels withhold is null, as if it
 * were empty. A hidden last name leaves the display name too; visitors never see the bio; the
 * meeting link is only for connections; a blocked or blocking viewer sees the first name only.
 */
export function presentUser(profile: Profile, viewer: Viewer, publicUrl: string): User {
  const { member, account, location, currentTrip } = profile;
  const levels = visibilityOf(member);
  const sees = (field: VisibilityField) => isVisibleTo(levels[field], viewer);
  const isBlocked = viewer.kind === 'member' && viewer.standing.isBlocked;
  const seesProfile = sees('profile');
  const lastName = sees('last_name') ? member.lastName : null;
  return {
    id: member.id,
    first_name: member.firstName,
    last_name: lastName,
    display_name: [member.firstName, lastName].filter(Boolean).join(' '),
    username: isBlocked ? null : member.username,
    user_type: member.userType,
    profile_picture: isBlocked ? null : pictureUrls(publicUrl, member.pictureKey),
    bio: seesProfile && viewer.kind !== 'visitor' ? member.bio : null,
    company: seesProfile ? member.company : null,
    position: seesProfile ? member.position : null,
    book_meeting_link: seesProfile && canBookMeeting(viewer) ? member.bookMeetingLink : null,
    base_location: sees('location') ? location : null,
    // Where the member is today: the trip under way when the viewer may see it, else their home city.
    today_location:
      currentTrip && canSeeTrip(currentTrip, viewer) ? currentTrip.location : sees('location') ? location : null,
    email: sees('email') ? account.email : null,
    phone: sees('phone') && account.phoneNumberVerified ? account.phoneNumber : null,
    linkedin: sees('linkedin') ? member.linkedin : null,
    twitter: sees('twitter') ? member.twitter : null,
    instagram: sees('instagram') ? member.instagram : null,
    connection: viewer.kind === 'member' ? viewer.standing.connection : null,
  };
}
