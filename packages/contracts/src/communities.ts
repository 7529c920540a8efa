import { z } from 'zod';
import { communityLimits, communityMemberStatuses, communityRoles, limits } from './constants.ts';
import { crossingsQuery, whereabouts } from './crossings.ts';
import { isoMoment } from './dates.ts';
import { messages } from './messages.ts';
import { page } from './pagination.ts';
import { placeId } from './places.ts';
import { text } from './text.ts';
import { profilePicture, user } from './users.ts';

/** SPEC §5 community form: required, at most `max` characters. */
const requiredText = (max: number, { multiline = false } = {}) =>
  text({ error: messages.required, multiline }).trim().min(1, messages.required).max(max, messages.maxLength(max));

/** SPEC §5: letters, digits and underscores with at least one letter, lowercased as typed. */
export const communityHandle = requiredText(communityLimits.handleMaxLength)
  .transform((value) => value.toLowerCase())
  .refine((value) => /^[a-z0-9_]*[a-z][a-z0-9_]*$/.test(value), messages.handleInvalid);

/** Booleans as JSON sends them, and as a multipart form does ("true", "false"). */
export const formBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: messages.required }),
);

const communityFields = {
  name: requiredText(communityLimits.nameMaxLength),
  handle: communityHandle,
  description: requiredText(communityLimits.descriptionMaxLength, { multiline: true }),
  private: formBoolean,
};

/** `POST /communities/` (JSON, or multipart with the file `community_picture`): name, handle and description are required. */
export const createCommunityRequest = z.object({ ...communityFields, private: communityFields.private.default(false) });
export type CreateCommunityRequest = z.input<typeof createCommunityRequest>;

/** `PUT /communities/{id}/`: only what is sent changes; `community_picture: null` removes the picture. */
export const updateCommunityRequest = z.object({ ...communityFields, community_picture: z.null() }).partial();
export type UpdateCommunityRequest = z.input<typeof updateCommunityRequest>;

/** The caller's place in a community (SPEC §3 "Community" member): null when they have none. */
export const communityMembership = z.object({
  /** The membership admins approve or reject. */
  id: z.uuid(),
  type: z.enum(communityRoles),
  status: z.enum(communityMemberStatuses),
  is_owner: z.boolean(),
});
export type CommunityMembership = z.infer<typeof communityMembership>;

/** What the caller may do with a community, by the rules the server enforces (DESIGN §6). */
export const communityAbilities = z.object({
  join: z.boolean(),
  leave: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  approve_requests: z.boolean(),
  invite: z.boolean(),
  promote: z.boolean(),
  remove_members: z.boolean(),
  create_channel: z.boolean(),
  create_event: z.boolean(),
  /** The owner's alone: hand the community to another admin (then they may leave). */
  transfer_ownership: z.boolean(),
});
export type CommunityAbilities = z.infer<typeof communityAbilities>;

/** A channel as the community's lists name it. */
export const channelSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  private: z.boolean(),
  is_main: z.boolean(),
  is_member: z.boolean(),
});
export type ChannelSummary = z.infer<typeof channelSummary>;

/**
 * A community as the caller may see it (SPEC §3 "Community"). A private community shows
 * non-members only its name, handle, picture and member count: `description` is null and `users`,
 * `channels` are empty, `main_channel` null.
 */
export const community = z.object({
  id: z.uuid(),
  handle: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  community_picture: profilePicture,
  private: z.boolean(),
  is_member: z.boolean(),
  /** A few active members as the caller may see them, those with pictures first (the avatar mosaic). */
  users: z.array(user),
  users_count: z.number().int(),
  channels: z.array(channelSummary),
  /** The id of the general channel. */
  main_channel: z.uuid().nullable(),
  membership: communityMembership.nullable(),
  abilities: communityAbilities,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Community = z.infer<typeof community>;

/** `GET /communities/`: `mine` the caller's own (active, invited or asking), `search` by name or handle. */
export const communitiesQuery = z.object({
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  search: text().trim().max(100).optional(),
  /** Communities with events not yet over at or near this place. */
  location: placeId.optional(),
  limit: z.coerce.number().int().min(1).max(limits.communities).default(limits.communities),
  offset: z.coerce.number().int().min(0).default(0),
});
export type CommunitiesQuery = z.input<typeof communitiesQuery>;
export const communitiesPage = page(community);
export type CommunitiesPage = z.infer<typeof communitiesPage>;

/**
 * A member of a community as the caller may see them, with their place in it; `whereabouts` is
 * where they will be in the period a `GET …/users/` with dates asked about (null otherwise).
 */
export const communityUser = user.extend({ membership: communityMembership, whereabouts: whereabouts.nullable() });
export type CommunityUser = z.infer<typeof communityUser>;

/**
 * `GET /communities/{id}/users/`: active members by first name; with `date_gte`/`date_lte` (and
 * `location`), those present in the period (as the crossings rules let the caller see them).
 * Admins may ask for `status=invited` or `pending_acceptance`.
 */
export const communityUsersQuery = z.object({
  date_gte: isoMoment.optional(),
  date_lte: isoMoment.optional(),
  location: placeId.optional(),
  status: z.enum(communityMemberStatuses).default('active'),
  search: text().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(limits.usersPrefetch).default(limits.usersPrefetch),
  offset: z.coerce.number().int().min(0).default(0),
});
export type CommunityUsersQuery = z.input<typeof communityUsersQuery>;
export const communityUsersPage = page(communityUser);
export type CommunityUsersPage = z.infer<typeof communityUsersPage>;

/** `approve-`/`reject-community-join-request/`: the membership asking to join. */
export const membershipRequest = z.object({ membership: z.uuid() });
/** `promote-to-admin/`, `demote-from-admin/`, `transfer-ownership/`: the member. */
export const memberRequest = z.object({ user: z.uuid() });

/** One member id or several: the pickers send at least one (SPEC §5). */
const memberIds = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(z.uuid()).min(1, messages.atLeastOne).max(communityLimits.inviteBatch),
);
/** `POST /communities/{id}/invite/`: invite members; those already in are left as they are. */
export const inviteMembersRequest = z.object({ user_id: memberIds });
export type InviteMembersRequest = z.input<typeof inviteMembersRequest>;
/** What `POST /communities/{id}/invite/` did: the members invited now (not those already in, nor those a block parts from the admin). */
export const invitedMembers = z.object({ results: z.array(communityUser) });
export type InvitedMembers = z.infer<typeof invitedMembers>;
/** `DELETE /communities/{id}/invite/`: withdraw an invitation, or remove a member. */
export const removeMemberRequest = z.object({ user_id: z.uuid() });

/** `POST /communities/{id}/invitation-links/`: a link that lapses after some days and, optionally, some joins. */
export const createInvitationLinkRequest = z.object({
  expires_in_days: z.coerce
    .number()
    .int()
    .min(1)
    .max(communityLimits.invitationLinkMaxDays)
    .default(communityLimits.invitationLinkDefaultDays),
  max_uses: z.coerce.number().int().min(1).max(communityLimits.invitationLinkMaxUses).nullable().default(null),
});
export type CreateInvitationLinkRequest = z.input<typeof createInvitationLinkRequest>;

/** An invitation link, as its community's admins see it. */
export const communityInvitationLink = z.object({
  id: z.uuid(),
  token: z.string(),
  /** The page to share: `/invitation/community/{token}`. */
  url: z.string(),
  expires_at: z.iso.datetime(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  created_at: z.iso.datetime(),
});
export type CommunityInvitationLink = z.infer<typeof communityInvitationLink>;
export const communityInvitationLinks = z.object({ results: z.array(communityInvitationLink) });

/** `GET /community-invitations/{token}/` (no sign-in; SPEC §3 "community invitation"): what the link leads to. */
export const communityInvitation = z.object({ id: z.uuid(), community, expires_at: z.iso.datetime() });
export type CommunityInvitation = z.infer<typeof communityInvitation>;

/** What the caller may do with a channel. */
export const channelAbilities = z.object({
  join: z.boolean(),
  request: z.boolean(),
  leave: z.boolean(),
  mute: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  accept_requests: z.boolean(),
  add_members: z.boolean(),
  remove_members: z.boolean(),
});
export type ChannelAbilities = z.infer<typeof channelAbilities>;

/** A member of a channel as the caller may see them: `channel_membership` is what admins accept, reject or remove. */
export const channelUser = user.extend({
  channel_membership: z.uuid(),
  status: z.enum(['active', 'pending_acceptance']),
});
export type ChannelUser = z.infer<typeof channelUser>;

/**
 * A channel (SPEC §3 "Channel"). A private channel the caller is not in shows its name alone:
 * `users` is empty (SPEC §2 "This Channel is private."). `users`: in a list of channels the
 * avatar mosaic (a few active members, those with pictures first); in a channel's own answer
 * its members up to `limits.usersPrefetch`, those asking to join first (admins see them).
 */
export const channel = channelSummary.extend({
  community: z.uuid(),
  /** The event this channel is about. */
  event: z.uuid().nullable(),
  muted: z.boolean(),
  /** The caller's standing: null outside it. */
  status: z.enum(['active', 'pending_acceptance']).nullable(),
  users: z.array(channelUser),
  /** Null for whom the channel is closed to (a private one they are not in): who joined is its members' to know. */
  users_count: z.number().int().nullable(),
  abilities: channelAbilities,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Channel = z.infer<typeof channel>;
export const channelList = z.object({ count: z.number().int(), results: z.array(channel) });
export type ChannelList = z.infer<typeof channelList>;

const channelName = requiredText(communityLimits.channelNameMaxLength);

/** `POST …/create-channel/` (SPEC §5 channel form: name required, public unless chosen private). */
export const createChannelRequest = z.object({
  channel_name: channelName,
  private: z.boolean().default(false),
  event: z.uuid().nullable().default(null),
});
export type CreateChannelRequest = z.input<typeof createChannelRequest>;
/** `POST …/community-channels/{channelId}/`: only what is sent changes. */
export const updateChannelRequest = z
  .object({ name: channelName, private: z.boolean(), event: z.uuid().nullable() })
  .partial();
export type UpdateChannelRequest = z.input<typeof updateChannelRequest>;
/** `delete-channel/`. */
export const channelIdRequest = z.object({ id: z.uuid() });
/** `join-channel/`, `leave-channel/`. */
export const channelUuidRequest = z.object({ uuid: z.uuid() });
/** `accept-in-private-channel/`, `reject-from-private-channel/`, `remove-from-channel/`. */
export const channelMembershipRequest = z.object({ channel_membership: z.uuid() });
/** `add-to-channel/`. */
export const addToChannelRequest = z.object({ user: z.uuid(), channel: z.uuid() });

/**
 * `GET /communities/{id}/crossings/`: the community's members who will be where the caller is, in
 * the shape of `GET /crossings/`; with `location`, those who will be in that place in the period,
 * and those missing it by a day or two. The period ends `communityLimits.crossingsDays` after its
 * start unless `date_lte` says otherwise.
 */
export const communityCrossingsQuery = crossingsQuery.omit({ trip: true }).extend({ location: placeId.optional() });
export type CommunityCrossingsQuery = z.input<typeof communityCrossingsQuery>;
