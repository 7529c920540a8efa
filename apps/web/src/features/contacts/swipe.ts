import { swipeDismissRatio } from '@here-and-there/contracts';

export type SwipeDirection = 'left' | 'right';

/** SPEC §4: a drag past 40 % of the window's width dismisses the card that way; a shorter one does not. */
export const swipeOutcome = (dragX: number, windowWidth: number): SwipeDirection | null =>
  Math.abs(dragX) > windowWidth * swipeDismissRatio ? (dragX > 0 ? 'right' : 'left') : null;
