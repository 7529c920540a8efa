// What the search benchmark adds to the benchmarks' world (crossings-world.ts): communities named
// after cities and what their members do, memberships drawn with a Zipf law, and an address book
// for each member the benchmark searches as. Every draw is a hash of its name, as in the world.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/platform/db.ts';
import { firstNames, lastNames, plainLetters, type WorldSize, writeInBulk } from './crossings-world.ts';

/** What communities are about: the second word of their names, and of their descriptions. */
const themes = [
  'Nomads',
  'Climbers',
  'Foodies',
  'Runners',
  'Photographers',
  'Surfers',
  'Hikers',
  'Expats',
  'Founders',
  'Readers',
  'Cyclists',
  'Divers',
  'Skiers',
  'Sailors',
  'Jazz lovers',
  'Coffee people',
  'Designers',
  'Parents',
];

/** One community for every 50 members; each member joins two, most often the large ones. */
export const communitiesOf = (size: WorldSize) => Math.max(10, Math.round(size.members / 50));

/** Contacts in the address book of each member the benchmark searches as. */
const contactsEach = 500;

export async function addSearchWorld(db: Database, size: WorldSize, searcherIndexes: readonly number[]) {
  const communityCount = communitiesOf(size);
  await writeInBulk(db, async (tx) => {
    await tx.execute(sql`
      insert into communities (id, handle, name, description, private, owner_id)
      select md5('community' || n)::uuid,
        lower(regexp_replace(translate(p.ascii_name || '_' || theme, ' -''', '___'), '[^a-zA-Z0-9_]', '', 'g')) || '_' || n,
        p.name || ' ' || theme,
        theme || ' who meet in ' || p.name || ' and travel together; everyone welcome, ask us anything',
        bench_rand('private' || n) < 0.3,
        md5('member' || (1 + floor(bench_rand('owner' || n) * ${size.members})::int))::uuid
      from generate_series(1, ${communityCount}) n,
        lateral (select (${sql.param(themes)}::text[])[1 + floor(bench_rand('theme' || n) * ${themes.length})::int]
          as theme) drawn,
        lateral (select places.name, places.ascii_name from bench_cities join places on places.id = bench_cities.place_id
          where bench_cities.rank = bench_zipf('community city' || n, ${size.cities})) p`);
    await tx.execute(sql`
      insert into community_members (community_id, member_id, role, status)
      select id, owner_id, 'admin', 'active' from communities`);
    await tx.execute(sql`
      insert into community_members (community_id, member_id, role, status)
      select distinct md5('community' || bench_zipf('joins' || i || ':' || k, ${communityCount}))::uuid,
        md5('member' || i)::uuid, 'member'::community_role, 'active'::community_member_status
      from generate_series(1, ${size.members}) i, generate_series(1, 2) k
      on conflict do nothing`);
    await tx.execute(sql`
      update communities c set members_count = counted.n
      from (select community_id, count(*)::int as n from community_members group by community_id) counted
      where counted.community_id = c.id`);
    await tx.execute(sql`
      insert into contacts (owner_id, first_name, last_name, email, cel, location_id, connection_type, sorted)
      select md5('member' || s)::uuid, first_name, last_name,
        lower(${plainLetters(sql`first_name || '.' || last_name`)}) || k || '@contacts.invalid',
        '+4915' || lpad((floor(bench_rand('cel' || s || ':' || k) * 1e9))::bigint::text, 9, '0'),
        (select place_id from bench_cities where rank = bench_zipf('contact city' || s || ':' || k, ${size.cities})),
        'hidden', false
      from unnest(${sql.param([...searcherIndexes])}::int[]) s, generate_series(1, ${contactsEach}) k,
        lateral (select (${sql.param(firstNames)}::text[])[1 + floor(bench_rand('contact first' || s || ':' || k) * ${firstNames.length})::int]
          as first_name,
          (${sql.param(lastNames)}::text[])[1 + floor(bench_rand('contact last' || s || ':' || k) * ${lastNames.length})::int]
          as last_name) drawn`);
  });
  await fillTablesKeptByTriggers(db);
  await db.execute(sql`vacuum analyze communities, community_members, contacts, name_words, network_trips`);
}

/**
 * Fills what the database keeps on every write by triggers, which the world's bulk writes skip
 * (`writeInBulk`), as the migrations that made them filled them: the words of names
 * (`name_words`) and the trips of large networks by place (`network_trips`).
 */
async function fillTablesKeptByTriggers(db: Database) {
  await db.execute(sql`select count_name_words('member', array(select full_name_key from members), '{}')`);
  await db.execute(sql`select count_name_words('community', array(select name_key from communities), '{}')`);
  await db.execute(sql`select resize_networks(array(select id from members))`);
}
