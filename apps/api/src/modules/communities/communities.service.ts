import {
  type Community,
  type communitiesQuery,
  createCommunityRequest,
  type ErrorCode,
  messages,
  updateCommunityRequest,
} from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation, type Queryable } from '../../platform/db.ts';
import { DomainError, parseFields } from '../../platform/errors.ts';
import type { Upload } from '../../platform/multipart.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { findCommunitiesWithEventsNear } from '../events/index.ts';
import { removePicture, storePicture } from '../media/index.ts';
import { insertChannel, mainChannelName, putInChannel } from './channels.repository.ts';
import { type CommunityAction, communityRefusal } from './communities.policy.ts';
import {
  type CommunityChanges,
  type CommunityFilter,
  type CommunityWithMembership,
  countCommunities,
  deleteCommunityRow,
  findCommunitiesPage,
  findCommunityRow,
  findMembershipRow,
  insertCommunity,
  insertMembership,
  lockCommunityRow,
  recountMembers,
  updateCommunityRow,
} from './communities.repository.ts';
import type { CommunityMemberRow, CommunityRow } from './communities.table.ts';
import { presentCommunities } from './community-views.ts';

/** Throws the refusal a policy answered, if any. */
export function refuse(refusal: ErrorCode | null) {
  if (refusal) throw new DomainError(refusal);
}

/** A community and the caller's place in it, or `community.not_found`. */
export async function requireCommunity(
  db: Queryable,
  callerId: string | null,
  id: string,
): Promise<CommunityWithMembership> {
  const community = await findCommunityRow(db, id);
  if (!community) throw new DomainError('community.not_found');
  const membership = callerId ? ((await findMembershipRow(db, id, callerId)) ?? null) : null;
  return { community, membership };
}

/** A community and the caller's place in it, refused unless the caller may do `action` there. */
export async function requireCommunityFor(
  db: Queryable,
  callerId: string | null,
  id: string,
  action: CommunityAction,
): Promise<CommunityWithMembership> {
  const found = await requireCommunity(db, callerId, id);
  refuse(communityRefusal(action, found.community, { memberId: callerId, membership: found.membership }));
  return found;
}

/** A community held by a transaction, and the caller's place in it. */
export interface HeldCommunity {
  community: CommunityRow;
  membership: CommunityMemberRow | null;
}

/**
 * Runs `work` in a transaction that holds the community — changes to one community's memberships
 * and channels run one after another — once `action` is allowed for the caller.
 */
export function holdingCommunity<Result>(
  context: AppContext,
  callerId: string,
  communityId: string,
  action: CommunityAction,
  work: (tx: Queryable, held: HeldCommunity) => Promise<Result>,
): Promise<Result> {
  return context.db.transaction(async (tx) => {
    const community = await lockCommunityRow(tx, communityId);
    if (!community) throw new DomainError('community.not_found');
    const membership = (await findMembershipRow(tx, communityId, callerId)) ?? null;
    refuse(communityRefusal(action, community, { memberId: callerId, membership }));
    return work(tx, { community, membership });
  });
}

/** Runs a change of a community's memberships as `holdingCommunity` does, and counts its active members again before committing. */
export function changeMemberships<Result>(
  context: AppContext,
  callerId: string,
  communityId: string,
  action: CommunityAction,
  work: (tx: Queryable, held: HeldCommunity) => Promise<Result>,
): Promise<Result> {
  return holdingCommunity(context, callerId, communityId, action, async (tx, held) => {
    const result = await work(tx, held);
    await recountMembers(tx, communityId);
    return result;
  });
}

/** `GET /communities/{id}/`: a community as the caller (a member, or null for a visitor) may see it. */
export async function viewCommunity(context: AppContext, viewerId: string | null, id: string): Promise<Community> {
  const [community] = await presentCommunities(context, viewerId, [await requireCommunity(context.db, viewerId, id)]);
  return community!;
}

/**
 * `GET /communities/`: a page of communities by name — every one is found by its name or handle,
 * each shown as the caller may see it; `mine` those the caller has a place in (active, invited or
 * asking).
 */
export async function listCommunities(
  context: AppContext,
  viewerId: string,
  query: z.output<typeof communitiesQuery>,
): Promise<ListSlice<Community>> {
  const filter: CommunityFilter = { mine: query.mine === true, search: query.search || undefined };
  if (query.location !== undefined) filter.ids = await findCommunitiesWithEventsNear(context, viewerId, query.location);
  const window = { limit: query.limit, offset: query.offset };
  const [count, rows] = await Promise.all([
    countCommunities(context.db, viewerId, filter),
    findCommunitiesPage(context.db, viewerId, filter, window),
  ]);
  return { count, results: await presentCommunities(context, viewerId, rows) };
}

const handleTaken = () => new DomainError('community.handle_taken', { fields: { handle: [messages.handleTaken] } });

/** Runs a write that may meet a taken handle; a picture stored for it goes when the write fails. */
async function writeWithPicture<Result>(
  context: AppContext,
  pictureKey: string | undefined,
  write: () => Promise<Result>,
) {
  try {
    return await write();
  } catch (error) {
    if (pictureKey) await removePicture(context, pictureKey);
    throw isUniqueViolation(error) ? handleTaken() : error;
  }
}

/**
 * `POST /communities/` (JSON, or multipart with the file `community_picture`): a community owned by
 * the caller, its first admin, with its main channel "general".
 */
export async function createCommunity(
  context: AppContext,
  ownerId: string,
  body: Record<string, unknown>,
  picture?: Upload,
): Promise<Community> {
  const request = parseFields(createCommunityRequest, body);
  const pictureKey = picture ? await storePicture(context, picture) : undefined;
  const created = await writeWithPicture(context, pictureKey, () =>
    context.db.transaction(async (tx) => {
      const community = await insertCommunity(tx, {
        name: request.name,
        handle: request.handle,
        description: request.description,
        isPrivate: request.private,
        pictureKey,
        ownerId,
      });
      await insertMembership(tx, { communityId: community.id, memberId: ownerId, role: 'admin', status: 'active' });
      await context.events.publishInTransaction(tx, 'community.member_activated', {
        communityId: community.id,
        memberId: ownerId,
      });
      const main = await insertChannel(tx, { communityId: community.id, name: mainChannelName, isMain: true });
      await putInChannel(tx, main.id, ownerId, 'active');
      await recountMembers(tx, community.id);
      return { id: community.id, mainChannelId: main.id };
    }),
  );
  await context.events.publish('channel.membership_started', {
    communityId: created.id,
    channelId: created.mainChannelId,
    memberId: ownerId,
  });
  return viewCommunity(context, ownerId, created.id);
}

/**
 * `PUT /communities/{id}/` (admins): changes what was sent; a new picture replaces the old one,
 * whose files go once the change is saved; `community_picture: null` removes it.
 */
export async function updateCommunity(
  context: AppContext,
  callerId: string,
  id: string,
  body: Record<string, unknown>,
  picture?: Upload,
): Promise<Community> {
  const { community } = await requireCommunityFor(context.db, callerId, id, 'edit');
  const request = parseFields(updateCommunityRequest, body);
  const pictureKey = picture ? await storePicture(context, picture) : undefined;
  const changes: CommunityChanges = {
    name: request.name,
    handle: request.handle,
    description: request.description,
    isPrivate: request.private,
    pictureKey: pictureKey ?? (request.community_picture === null ? null : undefined),
  };
  const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  await writeWithPicture(context, pictureKey, () => updateCommunityRow(context.db, id, sent));
  if (community.pictureKey && sent.pictureKey !== undefined && sent.pictureKey !== community.pictureKey) {
    await removePicture(context, community.pictureKey);
  }
  return viewCommunity(context, callerId, id);
}

/** `DELETE /communities/{id}/` (admins): the community with its channels, events, memberships and links. */
export async function deleteCommunity(context: AppContext, callerId: string, id: string) {
  const { community } = await requireCommunityFor(context.db, callerId, id, 'delete');
  await deleteCommunityRow(context.db, id);
  if (community.pictureKey) await removePicture(context, community.pictureKey);
}
