import { z } from 'zod';
import { limits, searchMinLength } from './constants.ts';
import { page } from './pagination.ts';
import { text } from './text.ts';
import { user } from './users.ts';

/**
 * `GET /search/users/?q=`: members whose name as the caller sees it (the first name, the last name
 * when they may see it) or username holds `q`, without regard to case or accents; 100 by default,
 * the member pickers ask for 6. A text of fewer than `searchMinLength` characters finds nobody
 * (SPEC §9: results only once more than two are typed): an empty list, not an error, since the
 * app asks as the member types.
 */
export const searchUsersQuery = z.object({
  q: text().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(limits.userSearch).default(limits.userSearch),
  offset: z.coerce.number().int().min(0).default(0),
});
export type SearchUsersQuery = z.input<typeof searchUsersQuery>;

export const searchUsersPage = page(user);
export type SearchUsersPage = z.infer<typeof searchUsersPage>;

/** Whether a search text is long enough to be looked up (SPEC §9). */
export const isSearchable = (text: string) => [...text.trim()].length >= searchMinLength;
