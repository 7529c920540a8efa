import { describe, expect, it } from 'vitest';
import {
  type ConnectionCall,
  chooseLevel,
  decideCall,
  isVisibleToCaller,
  type Level,
  type Sides,
  statusFor,
} from './connections.policy.ts';

const levels: Level[] = [null, 'general', 'close', 'block'];

describe('statusFor', () => {
  // Every pair of sides that can be stored (both unchosen never is: the connection is deleted).
  const expected: Record<string, string> = {
    'null/general': 'pending_receiver',
    'null/close': 'pending_receiver',
    'null/block': 'pending_receiver',
    'general/null': 'pending_initiator',
    'general/general': 'active',
    'general/close': 'active',
    'general/block': 'pending_initiator',
    'close/null': 'pending_initiator',
    'close/general': 'active',
    'close/close': 'active',
    'close/block': 'pending_initiator',
    'block/null': 'active',
    'block/general': 'active',
    'block/close': 'active',
    'block/block': 'active',
  };
  for (const mine of levels) {
    for (const theirs of levels) {
      if (mine === null && theirs === null) continue;
      const key = `${mine}/${theirs}`;
      it(`is ${expected[key]} for the side holding ${mine} while held at ${theirs}`, () => {
        expect(statusFor({ mine, theirs })).toBe(expected[key]);
      });
    }
  }
});

describe('isVisibleToCaller', () => {
  it('hides a connection from a member the other blocked', () => {
    expect(isVisibleToCaller({ mine: null, theirs: 'block' })).toBe(false);
    expect(isVisibleToCaller({ mine: 'close', theirs: 'block' })).toBe(false);
  });

  it('shows a blocker their own block, even when both blocked', () => {
    expect(isVisibleToCaller({ mine: 'block', theirs: null })).toBe(true);
    expect(isVisibleToCaller({ mine: 'block', theirs: 'block' })).toBe(true);
  });

  it('shows every other connection', () => {
    expect(isVisibleToCaller({ mine: 'general', theirs: null })).toBe(true);
    expect(isVisibleToCaller({ mine: null, theirs: 'close' })).toBe(true);
  });
});

describe('chooseLevel', () => {
  it('asks the other member when there is no connection', () => {
    expect(chooseLevel(null, 'close')).toEqual({
      event: 'connection.requested',
      sides: { mine: 'close', theirs: null },
    });
  });

  it('accepts when the caller was asked', () => {
    expect(chooseLevel({ mine: null, theirs: 'close' }, 'general')).toEqual({
      event: 'connection.accepted',
      sides: { mine: 'general', theirs: 'close' },
    });
  });

  it('changes the level of an agreed connection, and does nothing when it is the same', () => {
    expect(chooseLevel({ mine: 'general', theirs: 'close' }, 'close').event).toBe('connection.level_changed');
    expect(chooseLevel({ mine: 'general', theirs: 'close' }, 'general').event).toBeNull();
  });

  it("wipes the other's level on a block, so lifting it asks them afresh", () => {
    const blocked = chooseLevel({ mine: 'close', theirs: 'close' }, 'block');
    expect(blocked).toEqual({ event: 'connection.blocked', sides: { mine: 'block', theirs: null } });
    expect(chooseLevel(blocked.sides, 'general')).toEqual({
      event: 'connection.unblocked',
      sides: { mine: 'general', theirs: null },
    });
  });

  it("keeps the other's block when the caller blocks too", () => {
    expect(chooseLevel({ mine: null, theirs: 'block' }, 'block').sides).toEqual({ mine: 'block', theirs: 'block' });
  });
});

describe("decideCall: nobody changes the other side's choice", () => {
  // Every connection that can be stored, and none at all.
  const states: (Sides | null)[] = [
    null,
    ...levels.flatMap((mine) =>
      levels.filter((theirs) => mine !== null || theirs !== null).map((theirs) => ({ mine, theirs })),
    ),
  ];
  const chosen = ['general', 'close', 'block'] as const;
  const calls: ConnectionCall[] = [
    ...chosen.map((type) => ({ method: 'request', type }) as const),
    ...chosen.map((type) => ({ method: 'change', type }) as const),
    { method: 'change', status: 'active' },
    { method: 'remove' },
  ];
  const describeState = (state: Sides | null) =>
    state ? `holding ${state.mine} while held at ${state.theirs}` : 'with no connection';
  const describeCall = (call: ConnectionCall) =>
    `${call.method} ${'type' in call ? (call.type ?? '') : ''}${'status' in call ? (call.status ?? '') : ''}`.trim();

  for (const state of states) {
    for (const call of calls) {
      const isHidden = state?.theirs === 'block' && state.mine !== 'block';
      const isNewBlock = call.method !== 'remove' && 'type' in call && call.type === 'block' && state?.mine !== 'block';
      it(`${describeCall(call)} by a member ${describeState(state)} leaves the other's level as theirs`, () => {
        const outcome = decideCall(state, call);
        if (call.method === 'request' && isHidden && call.type !== 'block') {
          expect(outcome).toEqual({ refusal: 'forbidden' });
          return;
        }
        if (call.method !== 'request' && (state === null || isHidden)) {
          expect(outcome).toEqual({ refusal: 'connection.not_found' });
          return;
        }
        if ('status' in call && state?.mine && state.mine !== 'block' && state.theirs === null) {
          expect(outcome).toEqual({ refusal: 'connection.not_asked' });
          return;
        }
        if ('refusal' in outcome) throw new Error(`refused: ${outcome.refusal}`);
        const theirs = outcome.sides?.theirs ?? null;
        if (state?.theirs === 'block') expect(theirs).toBe('block');
        else if (isNewBlock || call.method === 'remove') expect(theirs).toBeNull();
        else expect(theirs).toBe(state?.theirs ?? null);
      });
    }
  }

  it("lifts only the caller's own block when both blocked", () => {
    expect(decideCall({ mine: 'block', theirs: 'block' }, { method: 'remove' })).toEqual({
      event: 'connection.removed',
      sides: { mine: null, theirs: 'block' },
    });
    expect(decideCall({ mine: 'block', theirs: 'block' }, { method: 'change', type: 'general' })).toEqual({
      event: 'connection.unblocked',
      sides: { mine: 'general', theirs: 'block' },
    });
  });

  it('ends the connection for both when the other has no block to keep', () => {
    expect(decideCall({ mine: 'block', theirs: null }, { method: 'remove' })).toEqual({
      event: 'connection.removed',
      sides: null,
    });
    expect(decideCall({ mine: 'general', theirs: 'close' }, { method: 'remove' })).toEqual({
      event: 'connection.removed',
      sides: null,
    });
  });
});
