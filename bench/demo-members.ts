// The demo members the benchmarks load pages and reads as (apps/api/src/seed/demo-data.ts), on a
// server started with DEMO_DATA (production-server.ts).
import type { CommunitiesPage, ConnectionsPage } from '@here-and-there/contracts';

/** The main demo member (apps/api/src/seed/demo-data.ts) and a connection of theirs whose profile is public. */
const demoCredentials = { email: 'demo@hereandthere.app', password: 'Travel2026' };
const publicMemberUsername = 'lucia_f';

/** Signs the main demo member in as the web app does, and returns their session token. */
export async function signInAsDemoMember(url: string) {
  const response = await fetch(`${url}/auth/sign-in/email`, {
    method: 'POST',
    // Better Auth accepts a sign-in only from a trusted origin: the app's own.
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(demoCredentials),
  });
  const token = response.headers.get('set-auth-token');
  if (!response.ok || !token) throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  return token;
}

/** The id of the demo member whose profile is measured, checked to be visible to a visitor. */
export async function findPublicMemberId(url: string, token: string) {
  const response = await fetch(`${url}/thr/v1/api/connections/?search=${publicMemberUsername}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { results } = (await response.json()) as ConnectionsPage;
  const id = results.find((connection) => connection.user.username === publicMemberUsername)?.user.id;
  if (!id) throw new Error(`no demo member ${publicMemberUsername} among the demo member's connections`);
  const asVisitor = await fetch(`${url}/thr/v1/api/users/${id}/`);
  if (!asVisitor.ok) throw new Error(`${publicMemberUsername}'s profile answered ${asVisitor.status} to a visitor`);
  return id;
}

/** The seeded public community the main demo member belongs to (apps/api/src/seed/demo-data.ts). */
const publicCommunityHandle = 'lisbon_design_walks';

/** The id of the demo community whose page is measured, checked to be visible to a visitor. */
export async function findPublicCommunityId(url: string, token: string) {
  const found = await fetch(`${url}/thr/v1/api/communities/?search=${publicCommunityHandle}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { results } = (await found.json()) as CommunitiesPage;
  const id = results.find((community) => community.handle === publicCommunityHandle)?.id;
  if (!id) throw new Error(`no demo community ${publicCommunityHandle}`);
  const asVisitor = await fetch(`${url}/thr/v1/api/communities/${id}/`);
  if (!asVisitor.ok) throw new Error(`the demo community answered ${asVisitor.status} to a visitor`);
  return id;
}
