import { randomUUID } from 'node:crypto';
import type {
  Connection,
  CreateConnectionRequest,
  connectionsQuery,
  UpdateConnectionRequest,
  User,
  UserConnection,
} from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type Database, type Queryable, transactionRetryingDeadlocks } from '../../platform/db.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Publish } from '../../platform/events.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { foldForSearch } from '../../platform/text.ts';
import { distanceKm, findLocation } from '../locations/index.ts';
import { findMember, viewMembers } from '../users/index.ts';
import {
  type ConnectionCall,
  decideCall,
  isVisibleToCaller,
  type LevelChange,
  type Sides,
  typeFor,
} from './connections.policy.ts';
import {
  deleteConnection,
  findAllSidesOf,
  findConnectionSides,
  findSideByConnectionId,
  findSideWith,
  lockPair,
  writeConnection,
} from './connections.repository.ts';
import type { ConnectionRow } from './connections.table.ts';

/** How an owner stands towards a viewer, which is all the visibility rules need (DESIGN §5). */
export interface Standing {
  /** The level at which the owner holds the viewer, counted only once the connection is active. */
  ownerHoldsViewerAt: 'close' | 'general' | null;
  /** Either of them blocked the other. */
  isBlocked: boolean;
  /** The viewer's own side of their connection, as their controls show it; null when the owner blocked them. */
  connection: UserConnection;
}

export const noStanding: Standing = { ownerHoldsViewerAt: null, isBlocked: false, connection: null };

const sidesOf = (row: Pick<ConnectionRow, 'level' | 'otherLevel'>): Sides => ({
  mine: row.level,
  theirs: row.otherLevel,
});

/** How the owner stands towards a viewer, from the viewer's side of their connection. */
function standingOf(side: Pick<ConnectionRow, 'connectionId' | 'level' | 'otherLevel' | 'status'>): Standing {
  const sides = sidesOf(side);
  const isBlocked = side.level === 'block' || side.otherLevel === 'block';
  const ownerLevel = side.otherLevel === 'close' || side.otherLevel === 'general' ? side.otherLevel : null;
  return {
    ownerHoldsViewerAt: !isBlocked && side.status === 'active' ? ownerLevel : null,
    isBlocked,
    connection: isVisibleToCaller(sides) ? { id: side.connectionId, type: typeFor(sides), status: side.status } : null,
  };
}

/** How each of `ownerIds` stands towards `viewerId`, in one query (for a profile or a list of members). */
export async function findStandings(
  db: Database,
  viewerId: string,
  ownerIds: readonly string[],
): Promise<Map<string, Standing>> {
  const standings = new Map<string, Standing>();
  if (ownerIds.length === 0) return standings;
  for (const side of await findConnectionSides(db, viewerId, ownerIds)) standings.set(side.otherId, standingOf(side));
  return standings;
}

/**
 * The members who chose `ownerId` — they hold the owner at general or close on an agreed
 * connection: the network a new trip is told to — each with how the owner stands towards them.
 */
export async function findNetworkOf(db: Queryable, ownerId: string): Promise<Map<string, Standing>> {
  const network = new Map<string, Standing>();
  for (const side of await findAllSidesOf(db, ownerId)) {
    if (side.status !== 'active' || (side.otherLevel !== 'general' && side.otherLevel !== 'close')) continue;
    // The owner's side seen from the other member: the two levels change places.
    network.set(side.otherId, standingOf({ ...side, level: side.otherLevel, otherLevel: side.level }));
  }
  return network;
}

/** A connection row of the caller as the API shows it, with the other member as the caller may see them. */
function presentConnection(row: ConnectionRow, user: User): Connection {
  return {
    id: row.connectionId,
    receiver: row.otherId,
    type: typeFor(sidesOf(row)),
    status: row.status,
    user,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function presentOne(context: AppContext, row: ConnectionRow): Promise<Connection> {
  const user = (await viewMembers(context, row.memberId, [row.otherId])).get(row.otherId);
  if (!user) throw new DomainError('connection.not_found');
  return presentConnection(row, user);
}

/**
 * Applies the caller's call on their connection with `otherId` as the policy decides it, inside
 * one transaction holding the pair, then tells the other modules. Returns the caller's row as
 * written (none once the connection is gone).
 */
async function applyCall(
  context: AppContext,
  memberId: string,
  otherId: string,
  call: ConnectionCall,
): Promise<ConnectionRow | undefined> {
  const { row, change, pair } = await transactionRetryingDeadlocks(context.db, async (tx) => {
    await lockPair(tx, memberId, otherId);
    const current = await findSideWith(tx, memberId, otherId);
    const change = decideCall(current ? sidesOf(current) : null, call);
    if ('refusal' in change) throw new DomainError(change.refusal);
    const pair = { connectionId: current?.connectionId ?? randomUUID(), memberId, otherId };
    if (change.event === null) return { row: current, change, pair };
    let written: ConnectionRow | undefined;
    if (change.sides) [written] = await writeConnection(tx, { ...pair, sides: change.sides });
    else await deleteConnection(tx, memberId, otherId);
    await announceLevelChange((name, payload) => context.events.publishInTransaction(tx, name, payload), change, pair);
    return { row: written, change, pair };
  });
  await announceLevelChange((name, payload) => context.events.publish(name, payload), change, pair);
  return row;
}

/** Tells the other modules of a change of level through `publish`: inside its transaction, or after it. */
async function announceLevelChange(
  publish: Publish,
  change: LevelChange,
  pair: { connectionId: string; memberId: string; otherId: string },
) {
  if (change.event === 'connection.requested' || change.event === 'connection.level_changed') {
    await publish(change.event, { ...pair, type: change.sides.mine as 'close' | 'general' });
  } else if (change.event) {
    await publish(change.event, pair);
  }
}

/** The other member of the caller's connection with this id; a connection hidden from the caller is not found. */
async function otherOf(context: AppContext, memberId: string, connectionId: string) {
  const found = await findSideByConnectionId(context.db, memberId, connectionId);
  if (!found || !isVisibleToCaller(sidesOf(found))) throw new DomainError('connection.not_found');
  return found.otherId;
}

/**
 * `POST /connections/`: close or general asks the receiver (or accepts their waiting request, or
 * changes the level of an existing connection); block blocks at once. A member who blocked the
 * caller cannot be asked.
 */
export async function requestConnection(
  context: AppContext,
  memberId: string,
  request: CreateConnectionRequest,
): Promise<Connection> {
  const otherId = request.receiver;
  if (otherId === memberId) throw new DomainError('connection.with_self');
  if (!(await findMember(context.db, otherId))) throw new DomainError('user.not_found');
  const row = await applyCall(context, memberId, otherId, { method: 'request', type: request.type });
  return presentOne(context, row!);
}

/**
 * `PUT /connections/{id}/`: `type` sets the caller's own level (general on their block unblocks);
 * `status: "active"` accepts a request made to the caller, at general unless `type` says otherwise.
 */
export async function changeConnection(
  context: AppContext,
  memberId: string,
  connectionId: string,
  request: UpdateConnectionRequest,
): Promise<Connection> {
  const otherId = await otherOf(context, memberId, connectionId);
  const row = await applyCall(context, memberId, otherId, { method: 'change', ...request });
  return presentOne(context, row!);
}

/**
 * `DELETE /connections/{id}/`: the caller makes the other member public again (remove from
 * network, or lift their block to nothing): the connection is gone for both, unless the other
 * blocked the caller, whose block stays.
 */
export async function removeConnection(context: AppContext, memberId: string, connectionId: string) {
  const otherId = await otherOf(context, memberId, connectionId);
  await applyCall(context, memberId, otherId, { method: 'remove' });
}

/** Keeps a member in a list filtered by `search` (name or username) and `location` (home city nearby). */
async function memberFilter(context: AppContext, query: { search?: string; location?: number }) {
  const search = query.search ? foldForSearch(query.search) : null;
  const place = query.location === undefined ? null : await findLocation(context.db, query.location);
  if (query.location !== undefined && !place) throw new DomainError('not_found');
  const radiusKm = context.config.crossingRadiusKm;
  // Filters read the member as the caller sees them, so a hidden home city never matches.
  return (user: User) =>
    (!search || [user.display_name, user.username ?? ''].some((text) => foldForSearch(text).includes(search))) &&
    (!place || (user.base_location !== null && distanceKm(user.base_location, place) <= radiusKm));
}

/**
 * `GET /connections/`: the caller's connections (their blocks included, not those hidden by the
 * other's block), each with the other member as the caller may see them, by first name.
 */
export async function listConnections(
  context: AppContext,
  memberId: string,
  query: z.output<typeof connectionsQuery>,
): Promise<ListSlice<Connection>> {
  const rows = (await findAllSidesOf(context.db, memberId)).filter(
    (row) =>
      isVisibleToCaller(sidesOf(row)) &&
      (!query.type || row.level === query.type) &&
      (!query.status || row.status === query.status),
  );
  const users = await viewMembers(
    context,
    memberId,
    rows.map((row) => row.otherId),
  );
  const keep = await memberFilter(context, query);
  const results = rows
    .flatMap((row) => {
      const user = users.get(row.otherId);
      return user && keep(user) ? [presentConnection(row, user)] : [];
    })
    .sort(
      (a, b) =>
        a.user.first_name.localeCompare(b.user.first_name) ||
        (a.user.last_name ?? '').localeCompare(b.user.last_name ?? '') ||
        a.id.localeCompare(b.id),
    );
  return { count: results.length, results: results.slice(query.offset, query.offset + query.limit) };
}

/**
 * Connects a new member with the member who invited them, agreed on both sides at once: joining
 * through the invitation was the acceptance. The inviter holds them at `inviterLevel`, the new
 * member holds the inviter at general. An existing connection between them is left as it is.
 */
export async function connectByInvitation(
  context: AppContext,
  invitation: { inviterId: string; inviteeId: string; inviterLevel: 'close' | 'general' },
) {
  const { inviterId, inviteeId, inviterLevel } = invitation;
  if (inviterId === inviteeId) return;
  const accepted = { connectionId: randomUUID(), memberId: inviteeId, otherId: inviterId };
  const isConnected = await transactionRetryingDeadlocks(context.db, async (tx) => {
    await lockPair(tx, inviteeId, inviterId);
    if (await findSideWith(tx, inviteeId, inviterId)) return false;
    await writeConnection(tx, { ...accepted, sides: { mine: 'general', theirs: inviterLevel } });
    await context.events.publishInTransaction(tx, 'connection.accepted', accepted);
    return true;
  });
  if (isConnected) await context.events.publish('connection.accepted', accepted);
}
