import { z } from 'zod';
import { connectionStatuses, connectionTypes, limits } from './constants.ts';
import { page } from './pagination.ts';
import { placeId } from './places.ts';
import { text } from './text.ts';
import { user } from './users.ts';

export const connectionType = z.enum(connectionTypes);
export const connectionStatus = z.enum(connectionStatuses);

/** The levels a member can choose on a connection; `public` (no connection) is `DELETE`. */
export const chosenConnectionType = z.enum(['close', 'general', 'block']);

/**
 * `POST /connections/`: close or general asks the receiver (or accepts their pending request);
 * block blocks at once, without acceptance.
 */
export const createConnectionRequest = z.object({
  receiver: z.uuid(),
  type: chosenConnectionType,
});
export type CreateConnectionRequest = z.infer<typeof createConnectionRequest>;

/**
 * `PUT /connections/{id}/`: `type` changes the caller's own level (`general` on a block unblocks);
 * `status: "active"` accepts a request at general, and may come with a `type`.
 */
export const updateConnectionRequest = z
  .object({
    type: chosenConnectionType.optional(),
    status: z.literal('active').optional(),
  })
  .refine((request) => request.type !== undefined || request.status !== undefined, {
    message: 'Send a type or a status',
  });
export type UpdateConnectionRequest = z.infer<typeof updateConnectionRequest>;

/**
 * A connection as the caller sees it: `receiver` is the other member's id, `type` the level at
 * which the caller holds them (`public` while the caller has not chosen one: they were asked),
 * `status` from the caller's side. `user` is the other member as the caller may see them.
 */
export const connection = z.object({
  id: z.uuid(),
  receiver: z.uuid(),
  type: connectionType,
  status: connectionStatus,
  user,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Connection = z.infer<typeof connection>;

/**
 * `GET /connections/`: the caller's connections, blocks they made included, sorted by the other
 * member's first name. `search` matches the name or username, `location` keeps members whose
 * home city (when the caller may see it) is within the crossing radius of that place.
 */
export const connectionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(limits.connections).default(limits.connections),
  offset: z.coerce.number().int().min(0).default(0),
  type: chosenConnectionType.optional(),
  status: connectionStatus.optional(),
  search: text().trim().max(100).optional(),
  location: placeId.optional(),
});
export type ConnectionsQuery = z.input<typeof connectionsQuery>;

export const connectionsPage = page(connection);
export type ConnectionsPage = z.infer<typeof connectionsPage>;
