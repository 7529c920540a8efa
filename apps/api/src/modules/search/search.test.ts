import { randomBytes } from 'node:crypto';
import {
  type SearchCommunitiesPage,
  type SearchContactsPage,
  type SearchLocationsPage,
  type SearchUsersPage,
  searchCountLimit,
  searchSections,
  type VisibilityLevel,
} from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunity, placeInCommunity } from '../../test/community-factories.ts';
import { type ApiCall, callApi, connectMembers, createContact, createSignedInMember } from '../../test/factories.ts';
import { berlin } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createViewers, type ViewerKind } from '../../test/viewers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { id: string; token: string };
const call = (...request: ApiCall) => callApi(t, ...request);

/** Letters no other test's names hold, so that each test finds its own members only. */
const uniqueWord = () => [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

async function member(names: { firstName: string; lastName?: string; username?: string }) {
  const created = await createSignedInMember(t, { firstName: names.firstName, lastName: names.lastName ?? 'Lima' });
  if (names.username) {
    const response = await call(created, 'PUT', `/users/${created.id}/`, { username: names.username });
    expect(response.statusCode, response.body).toBe(200);
  }
  return created;
}

async function search(viewer: Member | null, q: string, query = '') {
  return call(viewer, 'GET', `/search/users/?q=${encodeURIComponent(q)}${query}`);
}

async function found(viewer: Member, q: string, query = '') {
  const response = await search(viewer, q, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchUsersPage>();
}

const namesFound = async (viewer: Member, q: string) =>
  (await found(viewer, q)).results.map((user) => user.display_name);

describe('GET /search/users/', () => {
  it('finds members by any part of their first name, last name or username, whatever the case and accents', async () => {
    const word = uniqueWord();
    const caller = await member({ firstName: 'Caller' });
    await member({ firstName: `José${word}`, lastName: 'Barros' });
    await member({ firstName: 'Élise', lastName: `Lefèvre${word}` });
    await member({ firstName: 'Tom', lastName: 'Gray', username: `globe_${word}` });

    expect((await namesFound(caller, word.toUpperCase())).sort()).toEqual(
      [`José${word} Barros`, `Élise Lefèvre${word}`, 'Tom Gray'].sort(),
    );
    // The others share the unique word, so they may follow as look-alikes: the match comes first.
    expect((await namesFound(caller, `JOSE${word.slice(0, 2)}`))[0]).toBe(`José${word} Barros`);
    expect((await namesFound(caller, `elise lefevre${word}`))[0]).toBe(`Élise Lefèvre${word}`);
    expect((await namesFound(caller, `lefèvre${word}`))[0]).toBe(`Élise Lefèvre${word}`);
  });

  it('puts those with a name or username starting with the text first, then orders by first name', async () => {
    const word = uniqueWord();
    const caller = await member({ firstName: 'Caller' });
    await member({ firstName: `Zoe${word}` });
    await member({ firstName: 'Bruno', lastName: `Zoe${word}` });
    await member({ firstName: 'Ana', username: `x_zoe${word}` });
    await member({ firstName: 'Carl', username: `zoe${word}_travels` });
    expect(await namesFound(caller, `zoe${word}`)).toEqual([
      `Bruno Zoe${word}`,
      'Carl Lima',
      `Zoe${word} Lima`,
      'Ana Lima',
    ]);
  });

  it('puts the caller’s own network first among equals: close, general, then co-members of a community', async () => {
    const word = uniqueWord();
    const caller = await member({ firstName: 'Caller' });
    // Named so that the order of first names is the reverse of the network's.
    const [close, general, coMember] = await Promise.all(
      ['Dora', 'Cleo', 'Bia', 'Ayla'].map((first) => member({ firstName: first, lastName: `Ng${word}` })),
    );
    await connectMembers(t, caller, close!, { aHoldsB: 'close', bHoldsA: 'general', active: true });
    await connectMembers(t, caller, general!, { aHoldsB: 'general', bHoldsA: 'close', active: true });
    const community = await createCommunity(t, caller);
    await placeInCommunity(t, community, caller, coMember!, 'member');
    expect(await namesFound(caller, `ng${word}`)).toEqual(
      ['Dora', 'Cleo', 'Bia', 'Ayla'].map((first) => `${first} Ng${word}`),
    );
  });

  it('forgives a typo in a short name, after every exact match', async () => {
    const word = uniqueWord();
    const caller = await member({ firstName: 'Caller' });
    await member({ firstName: `Ana${word}`, lastName: 'García' });
    await member({ firstName: `Ana${word}`, lastName: 'Garsia' });
    const found = await namesFound(caller, `ana${word} garsia`);
    expect(found).toEqual([`Ana${word} Garsia`, `Ana${word} García`]);
    expect(await namesFound(caller, 'garsia')).toEqual(expect.arrayContaining([`Ana${word} García`]));
    // Three characters look for the text alone: a typo of them would match half the names.
    expect(await namesFound(caller, `xq${word.slice(0, 1)}`)).toEqual([]);
  });

  it('finds the look-alikes of names as they are now, and keeps no word of a deleted member’s names', async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const caller = await member({ firstName: 'Caller' });
    const renamed = await member({ firstName: 'Ola', lastName: `${before}ski` });
    expect(await namesFound(caller, `${before}sky`)).toEqual([`Ola ${before}ski`]);

    const renaming = await call(renamed, 'PUT', `/users/${renamed.id}/`, { last_name: `${after}ski` });
    expect(renaming.statusCode, renaming.body).toBe(200);
    expect(await namesFound(caller, `${after}sky`)).toEqual([`Ola ${after}ski`]);
    expect(await namesFound(caller, `${before}sky`)).toEqual([]);

    expect((await call(renamed, 'DELETE', '/users/me')).statusCode).toBe(204);
    expect(await namesFound(caller, `${after}sky`)).toEqual([]);
    const { rows } = await t.context.db.$client.query(
      'select word from name_words where word like $1 or word like $2',
      [`%${before}%`, `%${after}%`],
    );
    expect(rows).toEqual([]);
  });

  it('finds a name by every word typed, in any order, each as typed or as a look-alike', async () => {
    const word = uniqueWord();
    const caller = await member({ firstName: 'Caller' });
    await member({ firstName: 'Ana', lastName: `García ${word}` });
    await member({ firstName: 'Ana', lastName: `Lopez ${word}` });
    await member({ firstName: 'Bea', lastName: `García ${word}` });
    await member({ firstName: 'Ana', lastName: `García ${word} Soto` });
    expect((await namesFound(caller, `garsia ana ${word}`)).sort()).toEqual([
      `Ana García ${word}`,
      `Ana García ${word} Soto`,
    ]);
    expect(await namesFound(caller, `${word} lopez ana`)).toEqual([`Ana Lopez ${word}`]);
    // More words than a statement planned once takes: planned for this call alone, found the same.
    expect(await namesFound(caller, `soto ${word} garsia ana`)).toEqual([`Ana García ${word} Soto`]);
  });

  it('pages through everyone found, each once, in rank order', async () => {
    const word = uniqueWord();
    const caller = await member({ firstName: 'Caller' });
    // Some start with the text, others hold it later: the first pages are those starting with it.
    const starting = await Promise.all(
      ['Ada', 'Bo', 'Cy', 'Di'].map((name) => member({ firstName: `${word}${name}` })),
    );
    const holding = await Promise.all(['Ed', 'Flo', 'Gus'].map((name) => member({ firstName: `${name}${word}` })));
    const pages = [];
    for (let offset = 0; offset < 9; offset += 3) pages.push(await found(caller, word, `&limit=3&offset=${offset}`));
    const ids = pages.flatMap((page) => page.results.map((user) => user.id));
    expect(pages.map((page) => page.count)).toEqual([7, 7, 7]);
    expect(ids.slice(0, 4)).toEqual(starting.map((created) => created.id));
    expect(new Set(ids.slice(4))).toEqual(new Set(holding.map((created) => created.id)));
  });

  it('matches a last name only for those who may see it, as the profile shows it', async () => {
    const word = uniqueWord();
    const owner = await member({ firstName: 'Owner', lastName: `Quaresma${word}` });
    const { tokens, members } = await createViewers(t, owner);
    const levels: VisibilityLevel[] = ['public', 'general-network', 'close-network', 'hidden'];
    const kinds = [...tokens.keys()].filter((kind): kind is Exclude<ViewerKind, 'self' | 'visitor'> => {
      return kind !== 'self' && kind !== 'visitor';
    });
    for (const level of levels) {
      const changed = await call(owner, 'PUT', `/users/${owner.id}/`, { visibility: { last_name: level } });
      expect(changed.statusCode, changed.body).toBe(200);
      for (const kind of kinds) {
        const viewer = { id: members[kinds.indexOf(kind)]!.id, token: tokens.get(kind)! };
        const byLastName = await found(viewer, `quaresma${word}`);
        const profile = (await call(viewer, 'GET', `/users/${owner.id}/`)).json<{ last_name: string | null }>();
        const seesLastName = profile.last_name !== null;
        expect(byLastName.count, `${kind} searching a ${level} last name`).toBe(seesLastName ? 1 : 0);
        if (seesLastName) expect(byLastName.results[0]).toMatchObject({ id: owner.id, last_name: `Quaresma${word}` });
      }
    }
  });

  it('never shows a member blocked by or blocking the caller, nor the caller', async () => {
    const word = uniqueWord();
    const caller = await member({ firstName: `Me${word}` });
    const blocked = await member({ firstName: `Blocked${word}` });
    const blocking = await member({ firstName: `Blocking${word}` });
    await member({ firstName: `Other${word}` });
    await call(caller, 'POST', '/connections/', { receiver: blocked.id, type: 'block' });
    await call(blocking, 'POST', '/connections/', { receiver: caller.id, type: 'block' });
    expect(await namesFound(caller, word)).toEqual([`Other${word} Lima`]);
    expect(await namesFound(blocking, word)).toEqual([`Blocked${word} Lima`, `Other${word} Lima`]);
  });

  it('looks up a text of three characters or more: a shorter one finds nobody', async () => {
    const word = uniqueWord();
    const caller = await member({ firstName: 'Caller' });
    await member({ firstName: `Ug${word}` });
    expect(await found(caller, 'ug')).toMatchObject({ count: 0, results: [] });
    expect((await found(caller, 'ug ')).count).toBe(0);
    expect(await namesFound(caller, `ug${word.slice(0, 1)}`)).toContain(`Ug${word} Lima`);
  });

  it('counts up to 1,000 members found and pages no further', async () => {
    const word = uniqueWord();
    const caller = await member({ firstName: 'Caller' });
    // Written at once: signing up 1,005 members one by one would take the test a minute.
    await t.context.db.$client.query(
      `with made as (select gen_random_uuid() as id, i from generate_series(1, 1005) i),
        identities as (
          insert into auth_users (id, name, email, email_verified)
          select id, 'Many', 'many-' || i || '-' || $1 || '@example.com', true from made)
      insert into members (id, first_name, last_name) select id, 'Many' || $1, 'Lima' from made`,
      [word],
    );
    const first = await found(caller, `many${word}`);
    expect([first.count, first.results.length, first.next !== null]).toEqual([searchCountLimit, 100, true]);
    const last = await found(caller, `many${word}`, `&offset=${searchCountLimit - 100}`);
    expect([last.count, last.results.length, last.next]).toEqual([searchCountLimit, 100, null]);
  });

  it('gives the pickers the number they ask for, counting every member found', async () => {
    const word = uniqueWord();
    const caller = await member({ firstName: 'Caller' });
    for (let i = 0; i < 8; i++) await member({ firstName: `Pick${word}` });
    const page = await found(caller, word, '&limit=6');
    expect([page.count, page.results.length, page.next !== null]).toEqual([8, 6, true]);
    expect((await search(caller, word, '&limit=101')).statusCode).toBe(400);
  });

  it('takes the wildcards of LIKE as letters, and is for members only', async () => {
    const caller = await member({ firstName: 'Caller' });
    await member({ firstName: `Ana${uniqueWord()}` });
    expect((await found(caller, '%%%')).count).toBe(0);
    expect((await found(caller, '___')).count).toBe(0);
    expect((await search(null, 'ana')).statusCode).toBe(401);
  });
});

describe('the other sections', () => {
  it('finds the caller’s contacts by email and by the digits of a phone written any way', async () => {
    const caller = await member({ firstName: 'Caller' });
    const word = uniqueWord();
    const contact = await createContact(t, caller, {
      first_name: 'Rui',
      email: `rui.${word}@example.com`,
      cel: '+351912345678',
    });
    for (const q of [`rui.${word}`, '0912 345 678', '912-345']) {
      const page = (
        await call(caller, 'GET', `/search/contacts/?q=${encodeURIComponent(q)}`)
      ).json<SearchContactsPage>();
      expect([q, page.results.map((found) => found.id)]).toEqual([q, [contact.id]]);
    }
  });

  it('finds a community by a look-alike of its name as it is now', async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const caller = await member({ firstName: 'Caller' });
    const community = await createCommunity(t, caller, { name: `Climbers ${before}ski` });
    const communitiesFound = async (q: string) =>
      (await call(caller, 'GET', `/search/communities/?q=${q}`))
        .json<SearchCommunitiesPage>()
        .results.map((found) => found.name);
    expect(await communitiesFound(`${before}sky`)).toEqual([`Climbers ${before}ski`]);

    const renaming = await call(caller, 'PUT', `/communities/${community.id}/`, { name: `Climbers ${after}ski` });
    expect(renaming.statusCode, renaming.body).toBe(200);
    expect(await communitiesFound(`${after}sky`)).toEqual([`Climbers ${after}ski`]);
    expect(await communitiesFound(`${before}sky`)).toEqual([]);
  });

  it('finds a place by a typo, as the address search does', async () => {
    const caller = await member({ firstName: 'Caller' });
    const page = (await call(caller, 'GET', '/search/locations/?q=berln')).json<SearchLocationsPage>();
    expect(page.results[0]).toMatchObject({ id: berlin, name: 'Berlin' });
  });

  it('finds nothing in any section for a text under three characters', async () => {
    const caller = await member({ firstName: 'Caller' });
    for (const section of searchSections) {
      const response = await call(caller, 'GET', `/search/${section}/?q=be`);
      expect([section, response.json()]).toEqual([section, { count: 0, next: null, previous: null, results: [] }]);
    }
  });
});
