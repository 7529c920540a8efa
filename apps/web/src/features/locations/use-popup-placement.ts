import { type CSSProperties, type RefObject, useLayoutEffect, useState } from 'react';

const gap = 4;
const viewportMargin = 8;
const tallest = 360;
/** Below this much room under the field the list opens upwards, when there is more room above. */
const roomyEnough = 200;

const isSamePlacement = (a: CSSProperties | null, b: CSSProperties) =>
  !!a &&
  a.top === b.top &&
  a.bottom === b.bottom &&
  a.left === b.left &&
  a.width === b.width &&
  a.maxHeight === b.maxHeight;

/**
 * Where a list that belongs to `anchor` floats while `open`: as wide as the anchor, under it (or
 * above it when the window has more room there), following it as the page scrolls or the window
 * (or a phone's keyboard) resizes. Fixed to the window, so no scrolling card clips it.
 */
export function usePopupPlacement(anchor: RefObject<HTMLElement | null>, open: boolean): CSSProperties | null {
  const [placement, setPlacement] = useState<CSSProperties | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const element = anchor.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const viewportHeight = window.visualViewport?.height ?? window.innerHeight;
      const below = viewportHeight - rect.bottom - gap - viewportMargin;
      const above = rect.top - gap - viewportMargin;
      const next: CSSProperties =
        below < roomyEnough && above > below
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
  }, [anchor, open]);

  return open ? placement : null;
}
