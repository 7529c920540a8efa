import { sql } from 'drizzle-orm';
import { containsPattern, type Queryable } from '../../platform/db.ts';
// Table-level links: the names are matched, and blocks and the last name's visibility applied, in
// the statement that pages and counts, so that a page and its count agree.
import { connections } from '../connections/connections.table.ts';
import { foldedForSearch, fullNameSearchKey, handleSearchKey, mayHoldSearch, members } from '../users/users.table.ts';

/**
 * Whether the viewer may see the member's last name: the SQL twin of `isVisibleTo` (users.policy.ts)
 * for `last_name_visibility`, on the viewer's connection row with the member joined as
 * `connections` (`other_level`: how the member holds the viewer; nulls for none).
 */
const isLastNameVisible = sql`(${members.lastNameVisibility} = 'public'
  or (${members.lastNameVisibility} = 'general-network' and ${connections.status} = 'active'
    and ${connections.otherLevel} in ('general', 'close'))
  or (${members.lastNameVisibility} = 'close-network' and ${connections.status} = 'active'
    and ${connections.otherLevel} = 'close'))`;

/**
 * The members other than the viewer whose first name or username holds `text`, or whose full name
 * does when the viewer may see their last name, whatever the case and accents; never one blocked
 * either way. Those whose first name starts with it first, then by first name; and how many there
 * are in all. Both sides are folded by the same SQL, which the trigram indexes hold.
 */
export async function findMembersMatching(
  db: Queryable,
  viewerId: string,
  text: string,
  window: { limit: number; offset: number },
) {
  const anywhere = foldedForSearch(sql`${containsPattern(text)}::text`);
  // The same pattern without its leading wildcard: the first name starts with the text.
  const atStart = foldedForSearch(sql`${containsPattern(text).slice(1)}::text`);
  const [handle, fullName] = [handleSearchKey(members), fullNameSearchKey(members)];
  const result = await db.execute<{ count: number; id: string | null }>(sql`
    with matched as materialized (
      select ${members.id} as id, ${members.firstName} as first_name, ${handle} like ${atStart} as is_prefix
      from ${members}
      left join ${connections} on ${connections.memberId} = ${viewerId} and ${connections.otherId} = ${members.id}
      where ${mayHoldSearch(members, containsPattern(text))}
        and (${handle} like ${anywhere} or (${fullName} like ${anywhere} and ${isLastNameVisible}))
        and ${members.id} <> ${viewerId}
        and ${connections.level} is distinct from 'block' and ${connections.otherLevel} is distinct from 'block'
    )
    select total.count, page.id
    from (select count(*)::int as count from matched) total
    left join (
      select id, is_prefix, first_name from matched
      order by is_prefix desc, lower(first_name), id
      limit ${window.limit} offset ${window.offset}
    ) page on true
    order by page.is_prefix desc, lower(page.first_name), page.id`);
  return {
    count: result.rows[0]?.count ?? 0,
    ids: result.rows.flatMap((row) => (row.id === null ? [] : [row.id])),
  };
}
