import { describe, expect, it } from 'vitest';
import { gestureOutcome, swipeOutcome, swipeProgress } from './swipe.ts';

describe('the swipe deck', () => {
  it('dismisses a card dragged past 40 % of the window width, to the side it was dragged', () => {
    expect(swipeOutcome(161, 400)).toBe('right');
    expect(swipeOutcome(-161, 400)).toBe('left');
  });

  it('keeps a card dragged 40 % of the width or less', () => {
    expect(swipeOutcome(160, 400)).toBeNull();
    expect(swipeOutcome(-120, 400)).toBeNull();
    expect(swipeOutcome(0, 400)).toBeNull();
  });

  it('dismisses a released drag past 40 % whether a mouse or a finger made it', () => {
    expect(gestureOutcome('release', 161, 400)).toBe('right');
    expect(gestureOutcome('release', -161, 400)).toBe('left');
    expect(gestureOutcome('release', 120, 400)).toBeNull();
  });

  it('snaps a cancelled drag back however far it had gone', () => {
    expect(gestureOutcome('cancel', -390, 400)).toBeNull();
    expect(gestureOutcome('cancel', 300, 400)).toBeNull();
  });

  it('shows the stamp fully once a drag would dismiss, and partly before', () => {
    expect(swipeProgress(80, 400)).toBe(0.5);
    expect(swipeProgress(-80, 400)).toBe(0.5);
    expect(swipeProgress(300, 400)).toBe(1);
  });
});
