import { randomUUID } from 'node:crypto';
import type { Channel, Community, CreateCommunityRequest } from '@here-and-there/contracts';
import { expect } from 'vitest';
import { addToCommunity } from './community-rows.ts';
import { type ApiCall, callApi } from './factories.ts';
import type { TestApp } from './test-app.ts';

type Caller = { token: string };

/** A call that must succeed: answers its JSON body (or nothing for a 204). */
export async function expectOk<Body = unknown>(t: TestApp, ...call: ApiCall): Promise<Body> {
  const response = await callApi(t, ...call);
  expect(response.statusCode, `${call[1]} ${call[2]} → ${response.body}`).toBeLessThan(300);
  return (response.statusCode === 204 ? undefined : response.json()) as Body;
}

/** A handle no other test takes. */
export const uniqueHandle = () => `c_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** A community created through `POST /communities/` by `owner`: public unless `fields` say otherwise. */
export function createCommunity(t: TestApp, owner: Caller, fields: Partial<CreateCommunityRequest> = {}) {
  return expectOk<Community>(t, owner, 'POST', '/communities/', {
    name: 'Berlin Hikers',
    handle: uniqueHandle(),
    description: 'Walks around Berlin every weekend',
    ...fields,
  });
}

/** The places a member can hold in a community, besides owning it. */
export type Place = 'admin' | 'member' | 'invited' | 'pending';

/**
 * Puts `member` at `place` in a community through the API as its owner and the member would:
 * joining (and, for a private one, being approved), being invited, being promoted. Asking to join a
 * public community is not something the API does — it admits at once — so a pending member of a
 * public one (it was private when they asked) is written straight to its table.
 */
export async function placeInCommunity(
  t: TestApp,
  community: Community,
  owner: Caller,
  member: Caller & { id: string },
  place: Place,
) {
  const path = `/communities/${community.id}`;
  if (place === 'invited') {
    await expectOk(t, owner, 'POST', `${path}/invite/`, { user_id: [member.id] });
    return;
  }
  if (place === 'pending' && !community.private) {
    await addToCommunity(t, community, member, 'pending_acceptance');
    return;
  }
  const joined = await expectOk<Community>(t, member, 'POST', `${path}/join/`);
  if (place === 'pending') return;
  if (community.private) {
    await expectOk(t, owner, 'POST', `${path}/approve-community-join-request/`, { membership: joined.membership!.id });
  }
  if (place === 'admin') await expectOk(t, owner, 'POST', `${path}/promote-to-admin/`, { user: member.id });
}

/** A channel created through `POST …/create-channel/` by an admin of the community. */
export function createChannel(
  t: TestApp,
  admin: Caller,
  community: { id: string },
  fields: { private?: boolean } = {},
) {
  return expectOk<Channel>(t, admin, 'POST', `/communities/${community.id}/create-channel/`, {
    channel_name: `channel ${randomUUID().slice(0, 6)}`,
    ...fields,
  });
}
