import type { TooltipProps } from '@mui/material';
import { type CSSProperties, type ReactElement, type SyntheticEvent, useEffect, useRef, useState } from 'react';

type TooltipComponent = typeof import('@mui/material/Tooltip').default;

// Tooltips bring Popper and its positioning engine, so they download when one is first wanted.
let tooltip: TooltipComponent | null = null;
let pendingTooltip: Promise<TooltipComponent> | null = null;
const loadTooltip = () =>
  (pendingTooltip ??= import('@mui/material/Tooltip').then((module) => {
    tooltip = module.default;
    return tooltip;
  }));

/** How the wrapping span sits: around text, as a row of a list, or as an equal share of a bar. */
export type TooltipAnchorLayout = 'inline' | 'block' | 'stretch';

const anchorStyles: Record<TooltipAnchorLayout, CSSProperties | undefined> = {
  inline: undefined,
  block: { display: 'block' },
  stretch: { display: 'flex', flex: 1 },
};

interface LazyTooltipProps {
  title: string;
  placement?: TooltipProps['placement'];
  layout?: TooltipAnchorLayout;
  children: ReactElement;
}

/**
 * A tooltip around `children`, wrapped in a span so that disabled elements still explain
 * themselves. Until the tooltip code has arrived the span only listens for the first hover or focus.
 */
export function LazyTooltip({ title, placement, layout = 'inline', children }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => tooltip);
  const [isOpen, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const isWanted = useRef(false);
  const shouldRefocus = useRef(false);

  // Swapping in the tooltip remounts what it wraps; a keyboard user keeps their place.
  useEffect(() => {
    if (!Tooltip || !shouldRefocus.current) return;
    shouldRefocus.current = false;
    anchor.current?.querySelector<HTMLElement>('a, button, [tabindex="0"]')?.focus();
  }, [Tooltip]);

  if (Tooltip) {
    return (
      <Tooltip
        title={title}
        placement={placement}
        open={isOpen}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        <span ref={anchor} style={anchorStyles[layout]}>
          {children}
        </span>
      </Tooltip>
    );
  }

  const want = (event: SyntheticEvent) => {
    isWanted.current = true;
    shouldRefocus.current = event.type === 'focus';
    void loadTooltip().then((component) => {
      setOpen(isWanted.current);
      setTooltip(() => component);
    });
  };
  const unwant = (event: SyntheticEvent) => {
    isWanted.current = false;
    // Focus that moved on to somewhere else must not be pulled back.
    if ('relatedTarget' in event && event.relatedTarget) shouldRefocus.current = false;
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears hover and focus bubbling up from the control it wraps.
    <span
      ref={anchor}
      style={anchorStyles[layout]}
      onPointerEnter={want}
      onFocus={want}
      onPointerLeave={unwant}
      onBlur={unwant}
    >
      {children}
    </span>
  );
}
