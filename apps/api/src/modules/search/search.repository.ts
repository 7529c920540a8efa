import type { VisibilityLevel } from '@here-and-there/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { containsPattern, type Database, type Queryable } from '../../platform/db.ts';
// Table-level links: every section matches, applies the visibility rules and ranks in the one
// statement that pages and counts, so that a page and its count agree and nothing the caller may
// not see is ever ranked (DESIGN §5). The rules are the SQL twins the owning modules' lists use.
import { communities, communityMembers } from '../communities/communities.table.ts';
import { connections } from '../connections/connections.table.ts';
import { contacts, phoneDigitsOf } from '../contacts/contacts.table.ts';
import { placeNames, populousPlace } from '../locations/locations.table.ts';
import { isTripVisibleTo, tripOwnersChosenBy, trips } from '../trips/trips.table.ts';
import { foldedForSearch, fullNameSearchKey, handleSearchKey, members } from '../users/users.table.ts';

/**
 * How alike a typed word and a word of a name must be for a typo to find it: pg_trgm's
 * `word_similarity`, which the `<%` operator of the trigram indexes answers. Its default (0.6)
 * and `similarity`'s (0.3) miss a letter changed in a short name: "garsia" is 0.43 of "garcia
 * lopez" by words, 0.25 as a whole; 0.4 finds it, "mller", "joze" and "lefebvre" too (measured in
 * bench/README.md, "Search").
 */
export const typoThreshold = 0.4;

/**
 * Typos are looked for from four characters: three share half their trigrams with every name
 * holding two of their letters ("lee" is 0.5 of "lea", "ber" of "bea"), which only adds noise.
 */
const typoMinLength = 4;

/** A page of a section: its ids in rank order, and how many match in all. */
export interface Found<Id> {
  count: number;
  ids: Id[];
}

type Window = { limit: number; offset: number };

/** What a search looks for, as each side of a comparison is folded (lowercase, no accents). */
function patternsOf(text: string) {
  const escaped = containsPattern(text).slice(1, -1);
  const fold = (pattern: string) => foldedForSearch(sql`${pattern}::text`);
  const folded = fold(text);
  return {
    /** The folded text itself, for the similarity of typos. */
    text: folded,
    /** Whether `key` holds a word that the text may be a typo of. */
    isTypoOf: (key: SQL | AnyColumn) =>
      [...text.trim()].length >= typoMinLength ? sql`${folded} <% ${key}` : sql`false`,
    anywhere: fold(`%${escaped}%`),
    atStart: fold(`${escaped}%`),
    /** At the start of a word after the first (words are spaced, or a line break before a username). */
    atWordStart: fold(`%${escaped}%`.replace(/^%/, '% ')),
    afterLineBreak: fold(`%\n${escaped}%`),
  };
}
type Patterns = ReturnType<typeof patternsOf>;

/**
 * Runs a section's statement with the typo threshold set for it alone: the trigram operators read
 * it from the session, and `set local` ends with the transaction.
 */
function withTypoThreshold<Result>(db: Database, run: (tx: Queryable) => Promise<Result>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${typoThreshold}`));
    return run(tx);
  });
}

/**
 * Whether the viewer may see a member's field at `level`: the SQL twin of `isVisibleTo`
 * (users.policy.ts) on the viewer's connection row with the member joined as `connections`
 * (`other_level`: how the member holds the viewer; nulls for none). Blocks are left out before.
 */
const isFieldVisible = (level: AnyColumn | SQL) => sql`(${level} = ${'public' satisfies VisibilityLevel}
  or (${level} = 'general-network' and ${connections.status} = 'active'
    and ${connections.otherLevel} in ('general', 'close'))
  or (${level} = 'close-network' and ${connections.status} = 'active' and ${connections.otherLevel} = 'close'))`;

/** Neither the viewer nor the member joined as `connections` blocked the other. */
const isUnblocked = sql`${connections.level} is distinct from 'block' and ${connections.otherLevel} is distinct from 'block'`;

/**
 * The viewer's own network, as search ranks it: those they hold close, then general (agreed), then
 * their co-members in a community, then everyone else; on the viewer's connection row with the
 * member joined as `connections`.
 */
const networkRank = (viewerId: string, memberId: SQL | AnyColumn) => sql`case
    when ${connections.status} = 'active' and ${connections.level} = 'close' then 0
    when ${connections.status} = 'active' and ${connections.level} = 'general' then 1
    when exists (select from ${communityMembers} mine
      join ${communityMembers} theirs on theirs.community_id = mine.community_id
      where mine.member_id = ${viewerId} and mine.status = 'active'
        and theirs.member_id = ${memberId} and theirs.status = 'active') then 2
    else 3 end`;

/**
 * A member's names as the viewer matches them: the first name and username always, the full name
 * when the viewer may see the last name; by any part, by the start of a name, or by a typo.
 */
function memberMatch(p: Patterns) {
  const [handle, fullName] = [handleSearchKey(members), fullNameSearchKey(members)];
  const seesLastName = isFieldVisible(members.lastNameVisibility);
  return {
    /** What the trigram indexes find, before the last name's visibility narrows it. */
    mayMatch: sql`(${handle} like ${p.anywhere} or ${fullName} like ${p.anywhere}
      or ${p.isTypoOf(handle)} or ${p.isTypoOf(fullName)})`,
    matches: sql`(${handle} like ${p.anywhere} or ${p.isTypoOf(handle)}
      or (${seesLastName} and (${fullName} like ${p.anywhere} or ${p.isTypoOf(fullName)})))`,
    isPrefix: sql`(${handle} like ${p.atStart} or ${handle} like ${p.afterLineBreak}
      or (${seesLastName} and (${fullName} like ${p.atStart} or ${fullName} like ${p.atWordStart})))`,
    score: sql`greatest(word_similarity(${p.text}, ${handle}),
      case when ${seesLastName} then word_similarity(${p.text}, ${fullName}) else 0 end)`,
  };
}

/** The count of the `matched` rows and one window of them (the columns `columns` names), ordered by `order`. */
async function pageOf<Row>(db: Queryable, matched: SQL, columns: SQL, order: SQL, window: Window) {
  const result = await db.execute<{ count: number; row: Row | null }>(sql`
    with matched as materialized (${matched})
    select total.count, page.row
    from (select count(*)::int as count from matched) total
    left join lateral (
      select json_build_object(${columns}) as row, row_number() over () as position from (
        select * from matched order by ${order} limit ${window.limit} offset ${window.offset}
      ) matched
    ) page on true
    order by page.position`);
  return {
    count: result.rows[0]?.count ?? 0,
    rows: result.rows.flatMap((row) => (row.row === null ? [] : [row.row])),
  };
}

/** The ids of a page of `matched`, in rank order, and how many match in all. */
async function idsOf(db: Queryable, matched: SQL, order: SQL, window: Window): Promise<Found<string>> {
  const { count, rows } = await pageOf<{ id: string }>(db, matched, sql`'id', matched.id`, order, window);
  return { count, ids: rows.map((row) => row.id) };
}

/**
 * Members other than the viewer whose names as the viewer sees them hold the text (or a typo of
 * it), never one blocked either way: those whose name or username starts with it first, then the
 * viewer's network (close, general, co-members), then the closest spellings, then by first name.
 */
export function findMembersMatching(db: Database, viewerId: string, text: string, window: Window) {
  const match = memberMatch(patternsOf(text));
  const matched = sql`
    select ${members.id} as id, lower(${members.firstName}) as first_name, ${match.isPrefix} as is_prefix,
      ${networkRank(viewerId, members.id)} as network, ${match.score} as score
    from ${members}
    left join ${connections} on ${connections.memberId} = ${viewerId} and ${connections.otherId} = ${members.id}
    where ${match.mayMatch} and ${match.matches} and ${members.id} <> ${viewerId} and ${isUnblocked}`;
  const order = sql`is_prefix desc, network, score desc, first_name, id`;
  return withTypoThreshold(db, (tx) => idsOf(tx, matched, order, window));
}

/**
 * Communities whose name or handle holds the text (or a typo of it), or whose description does
 * where the viewer may read it (public ones, and those they are an active member of: the SQL twin
 * of `canSeeInside`): those whose name or handle starts with it first, then the viewer's own, then
 * the closest spellings, the largest first.
 */
export function findCommunitiesMatching(db: Database, viewerId: string, text: string, window: Window) {
  const p = patternsOf(text);
  const name = foldedForSearch(sql`${communities.name}`);
  const description = foldedForSearch(sql`${communities.description}`);
  const isOwn = sql`${communityMembers.status} is not distinct from 'active'`;
  const matched = sql`
    select ${communities.id} as id, lower(${communities.name}) as name, ${communities.membersCount} as size,
      (${name} like ${p.atStart} or ${name} like ${p.atWordStart} or ${communities.handle} like ${p.atStart}) as is_prefix,
      ${isOwn} as is_own,
      greatest(word_similarity(${p.text}, ${name}), word_similarity(${p.text}, ${communities.handle})) as score
    from ${communities}
    left join ${communityMembers} on ${communityMembers.communityId} = ${communities.id}
      and ${communityMembers.memberId} = ${viewerId}
    where ${name} like ${p.anywhere} or ${communities.handle} like ${p.anywhere}
      or ${p.isTypoOf(name)} or ${p.isTypoOf(communities.handle)}
      or (${description} like ${p.anywhere} and (not ${communities.isPrivate} or ${isOwn}))`;
  const order = sql`is_prefix desc, is_own desc, score desc, size desc, name, id`;
  return withTypoThreshold(db, (tx) => idsOf(tx, matched, order, window));
}

/**
 * The viewer's trips and those of the people they chose (the trips list's owners), not yet over,
 * that the viewer may see (the SQL twin of `canSeeTrip`), whose place has a name starting with
 * the text (`placeKey`: the locations module's key) or whose owner's names as the viewer sees them
 * hold it: those starting with it first, then by how close the owner is to the viewer, then by
 * arrival.
 */
export function findTripsMatching(
  db: Database,
  viewerId: string,
  search: { text: string; placeKey: { key: string; upperBound: string } | null; today: string },
  window: Window,
) {
  const match = memberMatch(patternsOf(search.text));
  const viewer = sql`${viewerId}::uuid`;
  const { placeKey } = search;
  const namedPlaces = placeKey
    ? sql`select ${placeNames.placeId} from ${placeNames}
        where ${placeNames.searchKey} ~>=~ ${placeKey.key} and ${placeNames.searchKey} ~<~ ${placeKey.upperBound}`
    : sql`select null::int where false`;
  const matched = sql`
    with owners as materialized (
      select ${members.id} as id, ${members.id} = ${viewer} or ${match.matches} as is_named,
        ${match.isPrefix} as is_prefix,
        case when ${members.id} = ${viewer} then -1 else ${networkRank(viewerId, members.id)} end as network
      from ${members}
      left join ${connections} on ${connections.memberId} = ${viewer} and ${connections.otherId} = ${members.id}
      where ${members.id} = any(${tripOwnersChosenBy(viewer)})
    ),
    named_places as materialized (${namedPlaces})
    select ${trips.id} as id, ${trips.arrivalOn} as arrival,
      ${trips.locationId} in (select place_id from named_places) or owners.is_prefix as is_prefix, owners.network
    from owners
    join ${trips} on ${trips.ownerId} = owners.id and ${trips.departureOn} >= ${search.today}
    left join ${connections} on ${connections.memberId} = ${viewer} and ${connections.otherId} = ${trips.ownerId}
    where ${isTripVisibleTo(viewer)}
      and (${trips.locationId} in (select place_id from named_places) or (owners.is_named and owners.id <> ${viewer}))`;
  const order = sql`is_prefix desc, network, arrival, id`;
  return withTypoThreshold(db, (tx) => idsOf(tx, matched, order, window));
}

/**
 * The viewer's own contacts whose name holds the text (or a typo of it), or whose email does, or
 * whose phone holds the digits of a text written like a number: those whose name starts with it
 * first, then those the viewer sorted close, then general, then the closest spellings.
 */
export function findContactsMatching(db: Database, ownerId: string, text: string, window: Window) {
  const p = patternsOf(text);
  const name = foldedForSearch(sql`${contacts.firstName} || ' ' || coalesce(${contacts.lastName}, '')`);
  const digits = phoneDigitsOf(text);
  const byPhone = digits
    ? sql`or ${contacts.cel} like ${containsPattern(digits)} or ${contacts.tel} like ${containsPattern(digits)}`
    : sql``;
  const matched = sql`
    select ${contacts.id} as id, lower(${contacts.firstName}) as first_name,
      (${name} like ${p.atStart} or ${name} like ${p.atWordStart}) as is_prefix,
      case ${contacts.connectionType} when 'close' then 0 when 'general' then 1 else 2 end as network,
      word_similarity(${p.text}, ${name}) as score
    from ${contacts}
    where ${contacts.ownerId} = ${ownerId}
      and (${name} like ${p.anywhere} or ${p.isTypoOf(name)} or ${contacts.email} like ${p.anywhere} ${byPhone})`;
  const order = sql`is_prefix desc, network, score desc, first_name, id`;
  return withTypoThreshold(db, (tx) => idsOf(tx, matched, order, window));
}

/** A place found by search, and the alternate name it was found by (null: its own name). */
export interface PlaceFound {
  id: number;
  alias: string | null;
}

/**
 * Places with a name starting with the key (`placeKey`, the locations module's address search
 * key), or, when none does, with a similar name (pg_trgm, as the address search, weighed by size): those where the
 * viewer or the people they chose are or go first (a home city or a trip not yet over, each as the
 * viewer may see it), then by population, an alternate name counting a hundredth unless typed in
 * full, as the address search counts it.
 */
export function findPlacesMatching(
  db: Database,
  viewerId: string,
  search: { placeKey: { key: string; upperBound: string }; today: string },
  window: Window,
): Promise<{ count: number; rows: PlaceFound[] }> {
  const { key, upperBound } = search.placeKey;
  const viewer = sql`${viewerId}::uuid`;
  const isOwnName = sql`(${placeNames.alias} is null or ${placeNames.searchKey} = ${key})`;
  // A place's own name when one matched, else its shortest alternate name that did.
  const aliasFound = sql`(array_agg(${placeNames.alias} order by ${placeNames.alias} is not null,
    char_length(${placeNames.alias})))[1]`;
  const matched = sql`
    with prefixed as materialized (
      select ${placeNames.placeId} as place_id, ${aliasFound} as alias,
        max(case when ${isOwnName} then ${placeNames.population} else ${placeNames.population} / 100 end)::float8 as score
      from ${placeNames}
      where ${placeNames.searchKey} ~>=~ ${key} and ${placeNames.searchKey} ~<~ ${upperBound}
      group by ${placeNames.placeId}
    ),
    named as materialized (
      select place_id, alias, score from prefixed
      union all
      -- A typo of a large city is likelier than the right spelling of a village: similarity
      -- weighs by the logarithm of the population ("berln": Berlin before Berloz).
      select ${placeNames.placeId}, ${aliasFound},
        max(similarity(${placeNames.searchKey}, ${key}) * ln(${placeNames.population} + 10))::float8
      from ${placeNames}
      where not exists (select from prefixed) and char_length(${key}) >= 3
        and ${placeNames.searchKey} % ${key} and (${placeNames.alias} is null or ${placeNames.population} >= ${sql.raw(String(populousPlace))})
      group by ${placeNames.placeId}
    ),
    network_places as materialized (
      select ${trips.locationId} as place_id
      from ${trips}
      left join ${connections} on ${connections.memberId} = ${viewer} and ${connections.otherId} = ${trips.ownerId}
      where ${trips.ownerId} = any(${tripOwnersChosenBy(viewer)}) and ${trips.departureOn} >= ${search.today}
        and ${trips.locationId} in (select place_id from named) and ${isTripVisibleTo(viewer)}
      union
      select ${members.baseLocationId}
      from ${members}
      left join ${connections} on ${connections.memberId} = ${viewer} and ${connections.otherId} = ${members.id}
      where ${members.id} = any(${tripOwnersChosenBy(viewer)}) and ${members.baseLocationId} in (select place_id from named)
        and (${members.id} = ${viewer} or (${isUnblocked} and ${isFieldVisible(members.locationVisibility)}))
    )
    select named.place_id as id, named.alias, named.place_id in (select place_id from network_places) as is_near,
      named.score
    from named`;
  const columns = sql`'id', matched.id, 'alias', matched.alias`;
  return pageOf<PlaceFound>(db, matched, columns, sql`is_near desc, score desc, id`, window);
}
