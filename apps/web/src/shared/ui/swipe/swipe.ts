import { swipeDismissRatio } from '@here-and-there/contracts';

export type SwipeDirection = 'left' | 'right';

/** SPEC §4: a drag past 40 % of the window's width dismisses the card that way; a shorter one does not. */
export const swipeOutcome = (dragX: number, windowWidth: number): SwipeDirection | null =>
  Math.abs(dragX) > windowWidth * swipeDismissRatio ? (dragX > 0 ? 'right' : 'left') : null;

/**
 * Where a gesture that ends lands the card. A cancelled gesture (the browser took the pointer over,
 * to scroll or to drag an image, and its last position means nothing) always snaps back.
 */
export const gestureOutcome = (end: 'release' | 'cancel', dragX: number, windowWidth: number): SwipeDirection | null =>
  end === 'cancel' ? null : swipeOutcome(dragX, windowWidth);

/** How far towards a decision a drag has come, from 0 to 1, for the stamp that shows what letting go does. */
export const swipeProgress = (dragX: number, windowWidth: number) =>
  Math.min(1, Math.abs(dragX) / (windowWidth * swipeDismissRatio));
