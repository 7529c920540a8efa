import { type CSSProperties, type RefObject, useLayoutEffect, useState } from 'react';

const gap = 4;
const viewportMargin = 8;
/** The list is at most this share of the window tall, as Material's autocomplete list is. */
const tallestShare = 0.4;

const isSamePlacement = (a: CSSProperties | null, b: CSSProperties) =>
  !!a &&
  a.top === b.top &&
  a.bottom === b.bottom &&
  a.left === b.left &&
  a.width === b.width &&
  a.maxHeight === b.maxHeight;

/**
 * Where a list that belongs to `anchor` floats while `open`: as wide as the anchor, under it, or
 * above it when it does not fit under it and there is more room above (as a popper flips), and
 * following it as the page scrolls or the window (or a phone's keyboard) resizes. Fixed to the
 * window, so no card clips it. `contents` changes whenever what the list shows changes, since its
 * height decides the side.
 */
export function usePopupPlacement(
  anchor: RefObject<HTMLElement | null>,
  popup: RefObject<HTMLElement | null>,
  open: boolean,
  contents: string,
): CSSProperties | null {
  const [placement, setPlacement] = useState<CSSProperties | null>(null);

  // `contents` is among the dependencies because it stands for the list's height, read from the DOM.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const element = anchor.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const viewportHeight = window.visualViewport?.height ?? window.innerHeight;
      const tallest = viewportHeight * tallestShare;
      const needed = Math.min(popup.current?.scrollHeight ?? 0, tallest);
      const below = viewportHeight - rect.bottom - gap - viewportMargin;
      const above = rect.top - gap - viewportMargin;
      const next: CSSProperties =
        needed > below && above > below
          ? {
              bottom: window.innerHeight - rect.top + gap,
              left: rect.left,
              width: rect.width,
              maxHeight: Math.min(above, tallest),
            }
          : { top: rect.bottom + gap, left: rect.left, width: rect.width, maxHeight: Math.min(below, tallest) };
      setPlacement((previous) => (isSamePlacement(previous, next) ? previous : next));
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    window.visualViewport?.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      window.visualViewport?.removeEventListener('resize', place);
    };
  }, [anchor, popup, open, contents]);

  return open ? placement : null;
}
