import { type TripStatus, tripStatuses, type VisibilityLevel, visibilityLevels } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { noStanding, type Standing } from '../connections/index.ts';
import { canSeeTrip, type Viewer } from './users.policy.ts';

const viewerId = '00000000-0000-4000-8000-000000000001';

/** Every kind of person who can look at a trip, with how the owner stands towards them. */
const viewerKinds = ['self', 'close', 'general', 'pending', 'one-sided', 'stranger', 'visitor'] as const;
type ViewerKind = (typeof viewerKinds)[number];
const levelOf: Record<ViewerKind, Standing['ownerHoldsViewerAt']> = {
  self: null,
  close: 'close', // the owner holds them close on an active connection
  general: 'general', // the owner holds them general on an active connection
  pending: null, // the owner asked them; not accepted yet
  'one-sided': null, // they hold the owner close, the owner holds them at nothing
  stranger: null,
  visitor: null,
};

/** Blocks either way: the owner blocked the viewer, or the viewer blocked the owner. */
const blocks = ['none', 'owner blocked viewer', 'viewer blocked owner'] as const;
type Block = (typeof blocks)[number];

/** Who sees a confirmed trip nobody blocked or excluded, at each level: written out by hand. */
const seenBy: Record<VisibilityLevel, readonly ViewerKind[]> = {
  public: ['self', 'close', 'general', 'pending', 'one-sided', 'stranger'],
  'general-network': ['self', 'close', 'general'],
  'close-network': ['self', 'close'],
  hidden: ['self'],
};

function viewerOf(kind: ViewerKind, block: Block): Viewer {
  if (kind === 'self') return { kind: 'self' };
  if (kind === 'visitor') return { kind: 'visitor' };
  // A block outranks whatever level the standing still names: the policy must not lean on it being cleared.
  // The viewer sees their own block on their connection; the owner's hides the connection from them.
  const connection: Standing['connection'] =
    block === 'viewer blocked owner' ? { id: viewerId, type: 'block', status: 'active' } : null;
  const standing: Standing = { ownerHoldsViewerAt: levelOf[kind], isBlocked: block !== 'none', connection };
  return { kind: 'member', id: viewerId, standing };
}

function expected(
  visibility: VisibilityLevel,
  status: TripStatus,
  isExcluded: boolean,
  block: Block,
  kind: ViewerKind,
) {
  if (kind === 'self') return true;
  return status === 'confirmed' && !isExcluded && block === 'none' && seenBy[visibility].includes(kind);
}

describe('canSeeTrip', () => {
  for (const visibility of visibilityLevels) {
    for (const status of tripStatuses) {
      it(`shows a ${status} ${visibility} trip to exactly whom the rules allow`, () => {
        for (const isExcluded of [false, true]) {
          const trip = { status, visibility, visibilityExclusions: isExcluded ? [viewerId] : [] };
          for (const block of blocks) {
            for (const kind of viewerKinds) {
              const situation = { kind, block, isExcluded };
              expect({ ...situation, sees: canSeeTrip(trip, viewerOf(kind, block)) }).toEqual({
                ...situation,
                sees: expected(visibility, status, isExcluded, block, kind),
              });
            }
          }
        }
      });
    }
  }

  it('always shows the owner their own trip, even one not confirmed, hidden or naming them among the excluded', () => {
    const trip = { status: 'from_gmail' as const, visibility: 'hidden' as const, visibilityExclusions: [viewerId] };
    expect(canSeeTrip(trip, { kind: 'self' })).toBe(true);
  });

  it('hides a public confirmed trip from a signed-out visitor', () => {
    const trip = { status: 'confirmed' as const, visibility: 'public' as const, visibilityExclusions: [] };
    expect(canSeeTrip(trip, { kind: 'visitor' })).toBe(false);
  });

  it('excludes only the members named, not everyone at the level', () => {
    const trip = { status: 'confirmed' as const, visibility: 'public' as const, visibilityExclusions: [viewerId] };
    const other: Viewer = { kind: 'member', id: '00000000-0000-4000-8000-000000000002', standing: noStanding };
    expect(canSeeTrip(trip, other)).toBe(true);
    expect(canSeeTrip(trip, { ...other, id: viewerId })).toBe(false);
  });
});
