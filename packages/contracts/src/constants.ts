/** Business constants and limits of SPEC §9, shared by the API and the web app. */
export const limits = {
  communities: 5000,
  chatsPrefetch: 5000,
  connections: 5000,
  usersPage: 20,
  usersPrefetch: 500,
  usersSwipe: 100,
  userSearch: 100,
  memberPicker: 6,
  contactsPage: 10,
  tripNotifyPicker: 100,
  contactsSwipe: 10000,
  tripsList: 100,
  notificationsPage: 20,
  contactListFetch: 100000,
} as const;

export const timings = {
  queryStaleMs: 6 * 60 * 1000,
  snackbarAutoHideMs: 1200,
  notificationsRefetchMs: 60 * 1000,
  searchDebounceMs: 400,
  addressSearchDebounceMs: 500,
  nativePromptTimeoutMs: 2500,
  channelHeaderRotateMs: 6000,
} as const;

export const layout = {
  sidebarOpenWidth: 240,
  sidebarCollapsedWidth: 55,
  youDrawerWidth: 320,
  drawerPictureSize: 100,
  formPictureSize: 130,
} as const;

export const imageSizes = [30, 100, 500] as const;
/** Uploaded pictures: the types of SPEC §5 and the largest file accepted. */
export const pictureTypes = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const pictureMaxBytes = 5 * 1024 * 1024;
export const passwordMinLength = 8;
export const smsCodeLength = 6;
export const searchMinLength = 3;
export const swipeDismissRatio = 0.4;
export const deleteConfirmWord = 'delete';
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];
export const userTypes = ['customer', 'admin', 'staff', 'pro', 'subscriber'] as const;
export type UserType = (typeof userTypes)[number];

/** Who may see a profile field or a trip (DESIGN §5), from widest to narrowest. */
export const visibilityLevels = ['public', 'general-network', 'close-network', 'hidden'] as const;
export type VisibilityLevel = (typeof visibilityLevels)[number];

/** The profile fields a member gives their own level. */
export const visibilityFields = [
  'profile',
  'location',
  'last_name',
  'phone',
  'email',
  'linkedin',
  'twitter',
  'instagram',
] as const;
export type VisibilityField = (typeof visibilityFields)[number];

/** How a member holds another (SPEC §3 "Connection"); `public` means no connection at all. */
export const connectionTypes = ['close', 'general', 'public', 'block'] as const;
export type ConnectionType = (typeof connectionTypes)[number];
/** A connection's state from the caller's side: they asked, they are asked, or both agreed. */
export const connectionStatuses = ['pending_initiator', 'pending_receiver', 'active'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

/** The level a member gives one of their contacts (SPEC §3 "Contact"); new contacts start hidden. */
export const contactConnectionTypes = ['hidden', 'general', 'close'] as const;
export type ContactConnectionType = (typeof contactConnectionTypes)[number];

/** SPEC §9 contact import: sent to the server in batches, with a ceiling per run. */
export const contactImport = {
  batchSize: 500,
  maxCreatedPerRun: 5000,
  maxUpdatedPerRun: 5000,
  /** First name of an imported contact whose name could not be read. */
  unknownFirstName: 'Unknown',
} as const;

/** The most contacts one import run may carry; the server imports at most the SPEC §9 ceilings of them. */
export const importRunMaxContacts = 20_000;

/**
 * Lengths of free text, here rather than beside the schemas so that screens which only cut text
 * to size (a contact import) do not download the schemas with them.
 */
export const shortTextMaxLength = 150;
export const contactNotesMaxLength = 2000;
export const contactAddressMaxLength = 500;

/**
 * A trip's state (SPEC §3 "Trip"): members' own trips are confirmed; a trip found in a connected
 * mailbox is `from_gmail` ("To Confirm") until its owner confirms it; a `not-confirmed` one waits
 * on its owner too. Only confirmed trips are seen by anyone but the owner.
 */
export const tripStatuses = ['confirmed', 'from_gmail', 'not-confirmed'] as const;
export type TripStatus = (typeof tripStatuses)[number];

/**
 * How a member meets someone they chose, from the member's side (DESIGN §5 "Presence and
 * crossings"): `here` they come to the member's city, `there` the member goes where they are,
 * `near_miss` the same place a day or two apart.
 */
export const crossingKinds = ['here', 'there', 'near_miss'] as const;
export type CrossingKind = (typeof crossingKinds)[number];

/** What a notification is about; each kind has its own words in the app. */
export const notificationKinds = [
  'peer_in_location',
  'new_trip',
  'trip_shared',
  'subscription_trip',
  'connection_requested',
  'connection_accepted',
  'community_join_requested',
  'community_join_approved',
  'community_invited',
  'community_promoted',
  'community_event_created',
  'event_waitlist_promoted',
  'new_dm',
  'new_general_community_message',
  'google_disconnected',
  'outlook_disconnected',
  'booking_cancelled',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * What a member sets the channels of, each a group of notification kinds: crossings
 * and alerts, the network's trips, connection requests, community activity, messages, and trips
 * read from their mail and calendars (a connection that stopped working).
 */
export const notificationTopics = [
  'crossings',
  'network_trips',
  'connection_requests',
  'community',
  'messages',
  'imports',
] as const;
export type NotificationTopic = (typeof notificationTopics)[number];

/** The topic each kind of notification belongs to. */
export const notificationTopicOf: Record<NotificationKind, NotificationTopic> = {
  peer_in_location: 'crossings',
  subscription_trip: 'crossings',
  new_trip: 'network_trips',
  trip_shared: 'network_trips',
  connection_requested: 'connection_requests',
  connection_accepted: 'connection_requests',
  community_join_requested: 'community',
  community_join_approved: 'community',
  community_invited: 'community',
  community_promoted: 'community',
  community_event_created: 'community',
  event_waitlist_promoted: 'community',
  new_dm: 'messages',
  new_general_community_message: 'messages',
  google_disconnected: 'imports',
  outlook_disconnected: 'imports',
  // A member's own trip, whose booking was cancelled after they confirmed it.
  booking_cancelled: 'imports',
};

/** The topics a member may have in one daily email rather than one message each. */
export const digestTopics = ['crossings', 'network_trips'] as const satisfies readonly NotificationTopic[];

/** The path of the real-time socket (Socket.IO, WebSocket transport only). */
export const socketPath = '/thr/v1/ws';

/** Limits of chats and messages (DESIGN §5 "Messaging"). */
export const messagingLimits = {
  textMaxLength: 4000,
  groupNameMaxLength: 100,
  /** Members of a group chat besides its creator. */
  groupMembersMax: 250,
  clientMessageIdMaxLength: 64,
  messagesPage: 50,
  messagesPageMax: 200,
  meetupVenueMaxLength: 200,
} as const;

export const tripDescriptionMaxLength = 2000;
/**
 * The first and last moment of a trip's days, as the API shows them and the trip form sends them;
 * here rather than beside the trip schemas so that the form does not download them.
 */
export const arrivalOf = (day: string) => `${day}T00:00:00.000Z`;
export const departureOf = (day: string) => `${day}T23:59:59.000Z`;
/** SPEC §5: a trip's "urgent" colour within 7 days, "warning" within 14, "success" after. */
export const tripUrgency = { urgentDays: 7, warningDays: 14 } as const;

/** Days before a crossing starts that its alert goes out: a member setting (DESIGN §5: 2 by default). */
export const alertLeadDays = { default: 2, min: 1, max: 14 } as const;

/**
 * Set by the web app while a session is stored on the device, with its token: the server that
 * sends a page names the files of a members' screen in it only when it is there (a visitor is sent
 * to another screen), and draws the Here & There dashboard with the member's people. Only pages
 * read it; the API takes the session from the `Authorization` header alone, so a request another
 * site makes the browser send proves nothing.
 */
export const sessionCookie = 'hat_session';

/** A member's role in a community (SPEC §3 "Community" member `type`); the owner is one of the admins. */
export const communityRoles = ['admin', 'member'] as const;
export type CommunityRole = (typeof communityRoles)[number];
/**
 * Where a member stands in a community or a channel: `active`, `invited` by an admin (communities
 * only), or `pending_acceptance` while asking to join a private one.
 */
export const communityMemberStatuses = ['active', 'invited', 'pending_acceptance'] as const;
export type CommunityMemberStatus = (typeof communityMemberStatuses)[number];

/** A member's answer to an event. */
export const rsvpStatuses = ['going', 'maybe', 'not_going'] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

/** Lengths of communities, channels and events. */
export const communityLimits = {
  nameMaxLength: 100,
  handleMaxLength: 30,
  descriptionMaxLength: 2000,
  channelNameMaxLength: 80,
  eventNameMaxLength: 150,
  eventDescriptionMaxLength: 5000,
  /** Members shown in a community's or a channel's avatar mosaic (SPEC §2: at most 4 with pictures). */
  mosaicMembers: 4,
  /** An invitation link lives this many days unless its admin chooses otherwise. */
  invitationLinkDefaultDays: 7,
  invitationLinkMaxDays: 90,
  invitationLinkMaxUses: 10000,
  eventCapacityMax: 100000,
  /** Members going that an event's detail shows (its lists show `mosaicMembers`). */
  eventAttendeesShown: 100,
  /** Members invited in one call. */
  inviteBatch: 100,
  /**
   * Days ahead a community's crossings cover when no end (`date_lte`) is asked: they are computed
   * as they are read, and a year of a large city's trips is several times too much for one page.
   */
  crossingsDays: 90,
  /** Crossings a community's page shows at first, and each "Show more" adds. */
  crossingsPage: 50,
} as const;
