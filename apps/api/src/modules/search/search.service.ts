import { isSearchable, type searchUsersQuery, type User } from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { viewMembers } from '../users/index.ts';
import { findMembersMatching } from './search.repository.ts';

/**
 * `GET /search/users/?q=`: the members whose name as the caller sees it, or username, holds the
 * text, each as the caller may see them; nobody for a text shorter than the spec's minimum.
 */
export async function searchUsers(
  context: AppContext,
  viewerId: string,
  query: z.output<typeof searchUsersQuery>,
): Promise<ListSlice<User>> {
  if (!isSearchable(query.q)) return { count: 0, results: [] };
  const { count, ids } = await findMembersMatching(context.db, viewerId, query.q, query);
  const users = await viewMembers(context, viewerId, ids);
  return { count, results: ids.flatMap((id) => users.get(id) ?? []) };
}
