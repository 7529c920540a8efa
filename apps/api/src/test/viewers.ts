import { connectMembers, createSignedInMember } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** Every kind of person who can look at a member's profile or trips (DESIGN §5): the rows of the policy matrices. */
export const viewerKinds = [
  'self',
  'close', // the owner holds them close, accepted (they hold the owner general)
  'general', // the owner holds them general, accepted (they hold the owner close: levels are one-sided)
  'pending', // the owner asked them at close; not yet accepted
  'one-sided', // they hold the owner close, the owner holds them at nothing
  'stranger',
  'blocked', // the owner blocked them (they still hold the owner close)
  'blocking', // they blocked the owner (whom the owner holds close)
  'visitor', // signed out
] as const;
export type ViewerKind = (typeof viewerKinds)[number];

const relations: Partial<Record<ViewerKind, Parameters<typeof connectMembers>[3]>> = {
  close: { aHoldsB: 'close', bHoldsA: 'general', active: true },
  general: { aHoldsB: 'general', bHoldsA: 'close', active: true },
  pending: { aHoldsB: 'close', bHoldsA: null, active: false },
  'one-sided': { aHoldsB: null, bHoldsA: 'close', active: false },
  blocked: { aHoldsB: 'block', bHoldsA: 'close', active: true },
  blocking: { aHoldsB: 'close', bHoldsA: 'block', active: true },
};

/**
 * One new member of each kind around `owner`, connected as the kind says: their tokens by kind (the
 * owner's for self, none for the visitor) and the members themselves.
 */
export async function createViewers(t: TestApp, owner: { id: string; token: string }) {
  const tokens = new Map<ViewerKind, string | undefined>([
    ['self', owner.token],
    ['visitor', undefined],
  ]);
  const members: Awaited<ReturnType<typeof createSignedInMember>>[] = [];
  for (const kind of viewerKinds) {
    if (kind === 'self' || kind === 'visitor') continue;
    const viewer = await createSignedInMember(t, { firstName: kind });
    const relation = relations[kind];
    if (relation) await connectMembers(t, owner, viewer, relation);
    tokens.set(kind, viewer.token);
    members.push(viewer);
  }
  return { tokens, members };
}
