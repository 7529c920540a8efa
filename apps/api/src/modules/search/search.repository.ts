import { searchCountLimit, type VisibilityLevel } from '@here-and-there/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { containsPattern, type Database, executeAlone } from '../../platform/db.ts';
import { foldForSearch } from '../../platform/text.ts';
// Table-level links: every section matches, applies the visibility rules and ranks in the one
// statement that pages and counts, so that a page and its count agree and nothing the caller may
// not see is ever ranked (DESIGN §5). The rules are the SQL twins the owning modules' lists use.
import { communities, communityMembers } from '../communities/communities.table.ts';
import { connections } from '../connections/connections.table.ts';
import { contacts, phoneDigitsOf } from '../contacts/contacts.table.ts';
import { placeNames, populousPlace } from '../locations/locations.table.ts';
import { isTripVisibleTo, tripOwnersChosenBy, trips } from '../trips/trips.table.ts';
import { foldedForSearch, lastNameSearchKey, members, usernameSearchKey } from '../users/users.table.ts';
import { type nameWordKind, nameWords } from './name-words.table.ts';
import { largeNetworks, networkTrips } from './network-trips.table.ts';

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

/** The most words of a text whose statements are planned once per connection (`isPlannedOnce`). */
const plannedOnceWordsAtMost = 3;

/** How many of the closest look-alike words of names a typed word is looked for as. */
const alikeWordsPerWord = 10;

/** How many look-alikes (or matches inside a name) of people outside the viewer's network are ranked for a page. */
const lookAlikesRanked = 50;

/** A page of a section: its ids in rank order, and how many match in all. */
export interface Found<Id> {
  count: number;
  ids: Id[];
}

type Window = { limit: number; offset: number };

/** The first key after those starting with `key` in the b-trees' order: its last character's successor. */
const keysAfter = (key: SQL) => sql`(left(${key}, -1) || chr(ascii(right(${key}, 1)) + 1))`;

/** Whose names a search finds look-alikes among, in `name_words`. */
type NameWordKind = (typeof nameWordKind.enumValues)[number];

/** `word` (SQL text) with LIKE's wildcards and escape character escaped, to look for it as written. */
const likeEscaped = (word: SQL) => sql`replace(replace(replace(${word}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/**
 * What a search looks for, as each side of a comparison is folded (lowercase, no accents). Its
 * words of four characters or more are also looked for as look-alikes: among the words of the
 * names searched (`alikeWordsAmong`, read by the statement as `alike_words`), or, for the few rows
 * of one member's address book, as pg_trgm finds them in each key.
 */
function patternsOf(text: string) {
  // Folded here, not in SQL: a prepared statement's plan would fold them again for every row.
  const fold = (pattern: string) => sql`${foldForSearch(pattern)}::text`;
  const escaped = containsPattern(text).slice(1, -1);
  const words = text.trim().split(/\s+/);
  const typoWords = words.filter((word) => [...word].length >= typoMinLength);
  // Every word has its look-alike branch, which finds none for a short word: the statement's shape
  // is then its number of words alone, and so are its plans (`isPlannedOnce`).
  const wordsIn = (key: SQL | AnyColumn, lookAlike: ((word: SQL) => SQL) | null) =>
    sql`(${sql.join(
      words.map((word) => {
        const isIn = sql`${key} like ${fold(containsPattern(word))}`;
        return lookAlike ? sql`(${isIn} or ${lookAlike(fold(word))})` : isIn;
      }),
      sql` and `,
    )})`;
  return {
    /** The folded text itself, for the similarity of typos. */
    text: fold(text),
    /** Whether a word of the text is long enough to be looked for as a look-alike. */
    hasTypoWords: typoWords.length > 0,
    /**
     * Whether the text has few enough words for its statement to be planned once (each word makes
     * the statement another shape): texts of more words, rarely typed, are planned each time.
     */
    isPlannedOnce: words.length <= plannedOnceWordsAtMost,
    /**
     * Whether `key` holds every word of the text, each as typed or, from four characters, as a
     * look-alike: "ana garsia" finds Ana García, and a name that holds Ana or García alone is no
     * match ("maria garcia" is 0.46 like "maria lopez" as a whole, but only its first word is there).
     * A look-alike is a word of the names `alike_words` holds, or, without it, one pg_trgm finds.
     */
    isHeldBy: (key: SQL | AnyColumn, among: 'names' | 'key' = 'names') =>
      wordsIn(key, (word) =>
        among === 'names'
          ? sql`${key} like any(array(select alike.pattern from alike_words alike where alike.typed = ${word}))`
          : sql`(char_length(${word}) >= ${typoMinLength} and ${word} <% ${key})`,
      ),
    /** Whether `key` holds every word of the text as typed. */
    isWrittenIn: (key: SQL | AnyColumn) => wordsIn(key, null),
    /**
     * The closest look-alikes of each typed word among the words of `kind`'s names (`typed`,
     * `word`, its `closeness` and LIKE `pattern`), closest first, when `wanted` (an SQL condition)
     * holds: the distinct words of names are a few hundred thousand at most, where the trigram
     * indexes of the names offer every name sharing trigrams with the word (15,000 for "kowalsky"
     * in a million members), each to check.
     */
    alikeWordsAmong: (kind: NameWordKind, wanted: SQL) => sql`
      select typed.word as typed, alike.word, alike.closeness, '%' || ${likeEscaped(sql`alike.word`)} || '%' as pattern
      from unnest(${sql.param(typoWords.map(foldForSearch))}::text[]) typed(word)
      cross join lateral (
        select known.word, word_similarity(typed.word, known.word) as closeness from ${nameWords} known
        where known.kind = ${kind} and typed.word <% known.word
        order by closeness desc, known.uses desc, known.word
        limit ${alikeWordsPerWord}
      ) alike
      where ${wanted}
      order by typed.word, alike.closeness desc`,
    /**
     * How close the best of `keys` comes to the text: 1 where it holds every word as typed, else
     * the closeness of the closest look-alike word it holds, from `alike_words`, where each word's
     * was computed once: `word_similarity` on every name found cost 12 µs a name (35 ms for the
     * 1,435 communities "shangai" finds).
     */
    closeness: (keys: (SQL | AnyColumn)[]) => sql`case
      when ${sql.join(
        keys.map((key) => wordsIn(key, null)),
        sql` or `,
      )} then 1
      else coalesce((select max(alike.closeness) from alike_words alike
        where ${sql.join(
          keys.map((key) => sql`${key} like alike.pattern`),
          sql` or `,
        )}), 0) end`,
    /** The text itself anywhere, as typed (an email address). */
    anywhere: fold(`%${escaped}%`),
    atStart: fold(`${escaped}%`),
    /** At the start of a word after the first (words are spaced, or a line break before a username). */
    atWordStart: fold(`% ${escaped}%`),
    afterLineBreak: fold(`%\n${escaped}%`),
  };
}
type Patterns = ReturnType<typeof patternsOf>;

/** The typo threshold, for a section's statement alone: the trigram operators read it from the session. */
const typoSettings = { 'pg_trgm.word_similarity_threshold': String(typoThreshold) };

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
 * member joined as `connections`. A member's communities are looked up among the viewer's (read
 * once, as an array), member by member (`offset 0` keeps the planner from hashing the lookup): the
 * other way round reads every co-member, 57,000 for a member of two large communities in a million.
 */
const networkRank = (viewerId: string, memberId: SQL | AnyColumn) => sql`case
    when ${connections.status} = 'active' and ${connections.level} = 'close' then 0
    when ${connections.status} = 'active' and ${connections.level} = 'general' then 1
    when exists (select from ${communityMembers} theirs
      where theirs.member_id = ${memberId} and theirs.status = 'active'
        and theirs.community_id = any(array(select mine.community_id from ${communityMembers} mine
          where mine.member_id = ${viewerId} and mine.status = 'active'))
      offset 0) then 2
    else 3 end`;

/**
 * A member's names as the viewer matches them: the first name and username always, the full name
 * when the viewer may see the last name; by any part, by the start of a name, or by a typo.
 */
function memberMatch(p: Patterns) {
  const seesLastName = isFieldVisible(members.lastNameVisibility);
  const matching = (isHeldBy: (key: AnyColumn) => SQL) => ({
    /** What the trigram indexes find, before the last name's visibility narrows it. */
    mayMatch: sql`(${isHeldBy(members.handleKey)} or ${isHeldBy(members.fullNameKey)})`,
    /** Where `mayMatch` holds: the full name is matched only by those who see the last name. */
    matches: sql`(${seesLastName} or ${isHeldBy(members.handleKey)})`,
  });
  return {
    ...matching(p.isHeldBy),
    asTyped: matching(p.isWrittenIn),
    isPrefix: sql`(${members.handleKey} like ${p.atStart} or ${members.handleKey} like ${p.afterLineBreak}
      or (${seesLastName} and (${members.fullNameKey} like ${p.atStart} or ${members.fullNameKey} like ${p.atWordStart})))`,
    score: p.closeness([members.handleKey, sql`case when ${seesLastName} then ${members.fullNameKey} end`]),
  };
}

/**
 * The first `limit` members (their `columns`) whose `key` starts with the text, from its b-tree in
 * the b-tree's own order (`~<~`, not the collation's): read in order, a page's first few; a LIKE
 * pattern or the collation's order reads every one of the 80,000 names "mar" starts in a million.
 */
const membersStartingWith = (prefix: SQL, key: SQL | AnyColumn, limit: number, columns: SQL, where = sql`true`) =>
  sql`(select ${columns} from ${members} where ${where} and ${key} ~>=~ ${prefix} and ${key} ~<~ ${keysAfter(prefix)}
    order by ${key} using ~<~ limit ${limit})`;

/**
 * Look-alikes are looked for only when fewer than this many are found as typed: a text that names
 * many is no typo, and looking for look-alikes of "maria" reads every Mario, Marta and Marie too
 * (110,000 names in a million, one by one from the trigram index).
 */
const lookAlikesBelow = 50;

/**
 * `look_alikes`: whether the statement looks for look-alikes, when the text has a word long enough
 * to have them and fewer than `lookAlikesBelow` are found as typed (`foundAsTyped`, a count).
 */
const lookAlikesWantedBelow = (p: Patterns, foundAsTyped: SQL) =>
  sql`look_alikes as materialized (select ${p.hasTypoWords}::boolean and ${foundAsTyped} < ${lookAlikesBelow} as wanted)`;

/** Whether the statement looks for look-alikes: read once, from `look_alikes`. */
const lookAlikesWanted = sql`(select wanted from look_alikes)`;

/**
 * The first members found, up to `searchCountLimit`: what a page counts (a list never pages past
 * it), and where the look-alikes ranked come from. Those whose full name, then last name, starts
 * with the text come first, from the b-trees: for a short text or a name they reach the limit at
 * once ("mar" starts 80,000 names in a million, "garcia" 15,000 last names), and the trigram
 * indexes, which read every match, are not asked at all. Look-alikes, when few are found as typed,
 * are those whose first or last name starts with one of the closest look-alike words, from the
 * same b-trees, closest word first.
 */
function membersFound(viewerId: string, p: Patterns, match: ReturnType<typeof memberMatch>) {
  const isFound = (as: { mayMatch: SQL; matches: SQL }) =>
    sql`${as.mayMatch} and ${as.matches} and ${members.id} <> ${viewerId} and ${isUnblocked}`;
  const viewersConnection = sql`${connections.memberId} = ${viewerId} and ${connections.otherId} = ${members.id}`;
  const startingWith = (key: SQL | AnyColumn, prefix: SQL, as: { mayMatch: SQL; matches: SQL }) => sql`(
    select ${members.id} as id
    from ${membersStartingWith(prefix, key, searchCountLimit, sql`${members.id}, ${members.handleKey}, ${members.fullNameKey}, ${members.lastNameVisibility}`)} ${members}
    left join ${connections} on ${viewersConnection}
    where ${isFound(as)})`;
  const firstFound = (as: { mayMatch: SQL; matches: SQL }) => sql`(
    select ${members.id} as id from ${members} left join ${connections} on ${viewersConnection}
    where ${isFound(as)} limit ${searchCountLimit})`;
  return sql`
    found_from_start as materialized (${startingWith(members.fullNameKey, p.text, match.asTyped)}),
    found_from_last_name as materialized (
      select * from ${startingWith(lastNameSearchKey(members), p.text, match.asTyped)} last_name
      where (select count(*) from found_from_start) < ${searchCountLimit}
    ),
    found_as_typed as materialized (
      select id from found_from_start
      union
      select id from found_from_last_name
      union
      select id from ${firstFound(match.asTyped)} anywhere
      where (select count(*) from found_from_start) + (select count(*) from found_from_last_name) < ${searchCountLimit}
      limit ${searchCountLimit}
    ),
    ${lookAlikesWantedBelow(p, sql`(select count(*) from found_as_typed)`)},
    alike_words as materialized (${p.alikeWordsAmong('member', lookAlikesWanted)}),
    found as materialized (
      select id from found_as_typed
      union
      (select found_alike.id from alike_words alike
        cross join lateral (
          select id from ${startingWith(members.fullNameKey, sql`alike.word`, match)} first_name
          union all
          select id from ${startingWith(lastNameSearchKey(members), sql`alike.word`, match)} last_name
        ) found_alike
        limit ${searchCountLimit})
      limit ${searchCountLimit}
    )`;
}

/**
 * The members a search ranks, for a page that ends at `end`: the viewer's own people (close and
 * general), whom it ranks first, all of them; and of everyone else only those that can reach the
 * page: the first in the order of their full name, last name and username among those whose name
 * starts with the text (b-tree ranges), and some of those `found` (holding it elsewhere, or a
 * look-alike of it). Ranking every match costs a look at each, and a short text matches tens of
 * thousands.
 */
function memberCandidates(viewerId: string, p: Patterns, end: number) {
  const ids = sql`${members.id}`;
  return sql`
    select chosen.other_id as id from ${connections} chosen
    where chosen.member_id = ${viewerId} and chosen.status = 'active' and chosen.level in ('general', 'close')
    union ${membersStartingWith(p.text, members.fullNameKey, end, ids)}
    union ${membersStartingWith(p.text, lastNameSearchKey(members), end, ids)}
    union ${membersStartingWith(p.text, usernameSearchKey(members), end, ids, sql`${members.username} is not null`)}
    union (select id from found limit ${Math.max(end, lookAlikesRanked)})`;
}

/**
 * One window of the `matched` rows (the columns `columns` names), ordered by `order`, and their
 * count up to `searchCountLimit`, or `count` where a section counts apart from the rows it ranks
 * (over the statements `before` names). Planned once per connection and shape of text where
 * `isPlannedOnce`: planning a section's statement took 7–12 ms, as long as running it.
 */
async function pageOf<Row>(
  db: Database,
  query: { matched: SQL; columns: SQL; order: SQL; before?: SQL; count?: SQL; isPlannedOnce: boolean },
  window: Window,
) {
  const { matched, columns, order, before, isPlannedOnce } = query;
  const count = query.count ?? sql`(select count(*)::int from (select from matched limit ${searchCountLimit}) counted)`;
  const rows = await executeAlone<{ count: number; row: Row | null }>(
    db,
    sql`
    with ${before ? sql`${before},` : sql``} matched as materialized (${matched})
    select ${count} as count, page.row
    from (select) total
    left join lateral (
      select json_build_object(${columns}) as row, row_number() over () as position from (
        select * from matched order by ${order} limit ${window.limit} offset ${window.offset}
      ) matched
    ) page on true
    order by page.position`,
    { settings: typoSettings, planOnce: isPlannedOnce },
  );
  return {
    count: rows[0]?.count ?? 0,
    rows: rows.flatMap((row) => (row.row === null ? [] : [row.row])),
  };
}

/** The ids of a page of `matched`, in rank order, and how many match. */
async function idsOf(
  db: Database,
  query: { matched: SQL; order: SQL; before?: SQL; count?: SQL; isPlannedOnce: boolean },
  window: Window,
): Promise<Found<string>> {
  const { count, rows } = await pageOf<{ id: string }>(db, { ...query, columns: sql`'id', matched.id` }, window);
  return { count, ids: rows.map((row) => row.id) };
}

/**
 * Members other than the viewer whose names as the viewer sees them hold the text (or a typo of
 * it), never one blocked either way: those whose name or username starts with it first, then the
 * viewer's network (close, general, co-members), then the closest spellings, then by first name.
 */
export function findMembersMatching(db: Database, viewerId: string, text: string, window: Window) {
  const p = patternsOf(text);
  const match = memberMatch(p);
  const before = sql`
    ${membersFound(viewerId, p, match)},
    candidate as materialized (${memberCandidates(viewerId, p, window.offset + window.limit)})`;
  // The candidates are read by their keys at once, from the index that carries what a search reads:
  // joined, the planner matched every member again to join them, and one by one cost 8 µs each.
  const matched = sql`
    select ${members.id} as id, lower(${members.firstName}) as first_name, ${match.isPrefix} as is_prefix,
      ${networkRank(viewerId, members.id)} as network, ${match.score} as score
    from ${members}
    left join ${connections} on ${connections.memberId} = ${viewerId} and ${connections.otherId} = ${members.id}
    where ${members.id} = any(array(select id from candidate))
      and ${match.mayMatch} and ${match.matches} and ${members.id} <> ${viewerId} and ${isUnblocked}`;
  const order = sql`is_prefix desc, network, score desc, first_name, id`;
  const count = sql`(select count(*)::int from found)`;
  return idsOf(db, { before, matched, order, count, isPlannedOnce: p.isPlannedOnce }, window);
}

/**
 * Communities whose name or handle holds the text (or a typo of it), or whose description does
 * where the viewer may read it (public ones, and those they are an active member of: the SQL twin
 * of `canSeeInside`): those whose name or handle starts with it first, then the viewer's own, then
 * the closest spellings, the largest first.
 */
export function findCommunitiesMatching(db: Database, viewerId: string, text: string, window: Window) {
  const p = patternsOf(text);
  const isOwn = sql`${communityMembers.status} is not distinct from 'active'`;
  const viewersMembership = sql`left join ${communityMembers} on ${communityMembers.communityId} = ${communities.id}
    and ${communityMembers.memberId} = ${viewerId}`;
  const holding = (isHeldBy: (key: AnyColumn) => SQL) => sql`select ${communities.id} as id
    from ${communities} ${viewersMembership}
    where ${isHeldBy(communities.nameKey)} or ${isHeldBy(communities.handle)}
      or (${p.isWrittenIn(communities.descriptionKey)} and (not ${communities.isPrivate} or ${isOwn}))`;
  // As members are: look-alikes only when few hold the text as typed.
  const before = sql`
    as_typed as materialized (${holding(p.isWrittenIn)}),
    ${lookAlikesWantedBelow(p, sql`(select count(*) from (select from as_typed limit ${lookAlikesBelow}) counted)`)},
    alike_words as materialized (${p.alikeWordsAmong('community', lookAlikesWanted)}),
    found as materialized (
      select id from as_typed
      union
      select id from (${holding(p.isHeldBy)}) alike where ${lookAlikesWanted}
    )`;
  const matched = sql`
    select ${communities.id} as id, lower(${communities.name}) as name, ${communities.membersCount} as size,
      (${communities.nameKey} like ${p.atStart} or ${communities.nameKey} like ${p.atWordStart}
        or ${communities.handle} like ${p.atStart}) as is_prefix,
      ${isOwn} as is_own,
      ${p.closeness([communities.nameKey, communities.handle])} as score
    from found
    join ${communities} on ${communities.id} = found.id
    ${viewersMembership}`;
  const order = sql`is_prefix desc, is_own desc, score desc, size desc, name, id`;
  return idsOf(db, { before, matched, order, isPlannedOnce: p.isPlannedOnce }, window);
}

/**
 * Whether the viewer's network is large (`large_networks`): its people's trips not yet over number
 * some 47,000 at 5,000 people, and reading them by owner took 25 to 30 ms. Its trips at a place
 * are read from `network_trips`, and its places looked for one by one (`findPlacesMatching`).
 */
const isLargeNetwork = (viewer: SQL) =>
  sql`exists (select from ${largeNetworks} where ${largeNetworks.memberId} = ${viewer})`;

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
  const p = patternsOf(search.text);
  const match = memberMatch(p);
  const viewer = sql`${viewerId}::uuid`;
  const { placeKey } = search;
  const namedPlaces = placeKey
    ? sql`select ${placeNames.placeId} from ${placeNames}
        where ${placeNames.searchKey} ~>=~ ${placeKey.key} and ${placeNames.searchKey} ~<~ ${placeKey.upperBound}`
    : sql`select null::int where false`;
  // The people chosen whose names as the viewer sees them hold the text: as typed, or as a
  // look-alike when few do.
  const namedOwners = (as: { mayMatch: SQL; matches: SQL }) => sql`
    select ${members.id} as id, ${match.isPrefix} as is_prefix
    from chosen
    join ${members} on ${members.id} = any(chosen.ids)
    left join ${connections} on ${connections.memberId} = ${viewer} and ${connections.otherId} = ${members.id}
    where ${members.id} <> ${viewer} and ${as.mayMatch} and ${as.matches}`;
  // The people chosen are read once, as an array; their trips not yet over at a place found come
  // from the index by owner alone, and only when a place is found: a text that names people alone
  // reads only their trips. The places found are a hash the trips are looked up in (the IN kept
  // as a filter by `is true`): joined, the planner read every trip of the network once per place.
  // A large network's trips at those places are read place by place from `network_trips` instead.
  const before = sql`
    chosen as materialized (select ${tripOwnersChosenBy(viewer)} as ids),
    named_places as materialized (${namedPlaces}),
    named_as_typed as materialized (${namedOwners(match.asTyped)}),
    ${lookAlikesWantedBelow(p, sql`(select count(*) from named_as_typed)`)},
    alike_words as materialized (${p.alikeWordsAmong('member', lookAlikesWanted)}),
    named_owners as materialized (
      select * from named_as_typed
      union
      select * from (${namedOwners(match)}) alike where ${lookAlikesWanted}
    )`;
  const matched = sql`
    with found as materialized (
      select ${trips.id} as id from chosen
      join ${trips} on ${trips.ownerId} = any(chosen.ids) and ${trips.departureOn} >= ${search.today}
      where (${trips.locationId} in (select place_id from named_places)) is true and exists (select from named_places)
        and not ${isLargeNetwork(viewer)}
      union
      select ${networkTrips.tripId} from ${networkTrips}
      where ${networkTrips.viewerId} = ${viewer} and ${networkTrips.locationId} in (select place_id from named_places)
        and ${networkTrips.departureOn} >= ${search.today}
      union
      select ${trips.id} from named_owners
      join ${trips} on ${trips.ownerId} = named_owners.id and ${trips.departureOn} >= ${search.today}
    )
    select ${trips.id} as id, ${trips.arrivalOn} as arrival,
      ${trips.locationId} = any(select place_id from named_places) or coalesce(named_owners.is_prefix, false) as is_prefix,
      case when ${trips.ownerId} = ${viewer} then -1 else ${networkRank(viewerId, trips.ownerId)} end as network
    from found
    join ${trips} on ${trips.id} = found.id
    left join named_owners on named_owners.id = ${trips.ownerId}
    left join ${connections} on ${connections.memberId} = ${viewer} and ${connections.otherId} = ${trips.ownerId}
    where ${isTripVisibleTo(viewer)}`;
  const order = sql`is_prefix desc, network, arrival, id`;
  return idsOf(db, { before, matched, order, isPlannedOnce: p.isPlannedOnce }, window);
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
      and (${p.isHeldBy(name, 'key')} or ${contacts.email} like ${p.anywhere} ${byPhone})`;
  const order = sql`is_prefix desc, network, score desc, first_name, id`;
  return idsOf(db, { matched, order, isPlannedOnce: p.isPlannedOnce }, window);
}

/** A place found by search, and the alternate name it was found by (null: its own name). */
export interface PlaceFound {
  id: number;
  alias: string | null;
}

/** How many of the places found, the largest first, a large network is looked for at, one by one. */
const placesLookedAtOneByOne = 100;

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
  const end = window.offset + window.limit;
  const isOwnName = sql`(${placeNames.alias} is null or ${placeNames.searchKey} = ${key})`;
  // A place's own name when one matched, else its shortest alternate name that did.
  const aliasFound = sql`(array_agg(${placeNames.alias} order by ${placeNames.alias} is not null,
    char_length(${placeNames.alias})))[1]`;
  // Whether the viewer may see the trip or home of the member joined as `members`/`trips`, on the
  // viewer's connection row with them.
  const viewersConnection = (memberId: AnyColumn) =>
    sql`left join ${connections} on ${connections.memberId} = ${viewer} and ${connections.otherId} = ${memberId}`;
  const isHomeVisible = sql`(${members.id} = ${viewer} or (${isUnblocked} and ${isFieldVisible(members.locationVisibility)}))`;
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
    chosen as materialized (select ${tripOwnersChosenBy(viewer)} as ids),
    chosen_one_by_one as materialized (select unnest(ids) as id from chosen),
    -- A large network, at the largest places found one by one until the page has its places where
    -- it is or goes: they rank first, so those the page shows are known without the rest. The
    -- chosen are a hash each place's trips and homes are looked up in (the IN kept as a filter by
    -- "is true"): joined, the planner read all of the chosen once per place.
    near_one_by_one as materialized (
      select place_id from (
        select place_id from named
        where ${isLargeNetwork(viewer)}
        order by score desc, place_id limit ${placesLookedAtOneByOne}
      ) largest
      where (select true from ${trips} ${viewersConnection(trips.ownerId)}
          where ${trips.locationId} = largest.place_id and ${trips.departureOn} >= ${search.today}
            and (${trips.ownerId} in (select id from chosen_one_by_one)) is true and ${isTripVisibleTo(viewer)}
          limit 1)
        or (select true from ${members} ${viewersConnection(members.id)}
          where ${members.baseLocationId} = largest.place_id
            and (${members.id} in (select id from chosen_one_by_one)) is true and ${isHomeVisible}
          limit 1)
      limit ${end}
    ),
    -- Else all of the people chosen: a small network, or a large one whose page is not full of
    -- places it goes to, when it was not looked for at every place found,
    read_whole as materialized (
      select case when not ${isLargeNetwork(viewer)} or ((select count(*) from near_one_by_one) < ${end}
          and (select count(*) from named) > ${placesLookedAtOneByOne}) then ids else '{}' end as ids
      from chosen
    ),
    -- and their trips not yet over, from the index by owner, at a place found.
    network_trips as materialized (
      select ${trips.id} as id from read_whole
      join ${trips} on ${trips.ownerId} = any(read_whole.ids) and ${trips.departureOn} >= ${search.today}
      where ${trips.locationId} = any(select place_id from named)
    ),
    network_places as materialized (
      select place_id from near_one_by_one
      union
      select ${trips.locationId}
      from network_trips
      join ${trips} on ${trips.id} = network_trips.id
      ${viewersConnection(trips.ownerId)}
      where ${isTripVisibleTo(viewer)}
      union
      select ${members.baseLocationId}
      from read_whole
      join ${members} on ${members.id} = any(read_whole.ids)
      ${viewersConnection(members.id)}
      where ${members.baseLocationId} = any(select place_id from named) and ${isHomeVisible}
    )
    select named.place_id as id, named.alias, named.place_id in (select place_id from network_places) as is_near,
      named.score
    from named`;
  const columns = sql`'id', matched.id, 'alias', matched.alias`;
  const order = sql`is_near desc, score desc, id`;
  // One shape whatever the text: a place's key is one value.
  return pageOf<PlaceFound>(db, { matched, columns, order, isPlannedOnce: true }, window);
}
