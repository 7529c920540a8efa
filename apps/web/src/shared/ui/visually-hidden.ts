/**
 * Hidden from sight but read by screen readers: words the layout says visually (a tick, a dot).
 * Pixel sizes as strings: in `sx` a number up to 1 means a fraction of the parent.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
