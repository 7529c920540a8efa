import { Box, ButtonBase, type SxProps, type Theme } from '@mui/material';
import { type KeyboardEvent, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

export interface LinkTab<Value extends string> {
  value: Value;
  label: string;
  to: string;
  /** The tab's own id, and the id of the panel it shows. */
  id: string;
  panelId: string;
}

interface LinkTabsProps<Value extends string> {
  label: string;
  tabs: readonly LinkTab<Value>[];
  value: Value;
  sx?: SxProps<Theme>;
}

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs that are addresses (`/my-account/profile`, `/my-account/privacy`): an ARIA tab list whose
 * arrow keys move between the tabs and whose tabs open their address. Drawn like Material's tabs
 * from the button base alone, without the scrolling tab strip and its roving focus helpers.
 */
export function LinkTabs<Value extends string>({ label, tabs, value, sx }: LinkTabsProps<Value>) {
  const elements = useRef<(HTMLElement | null)[]>([]);

  const pressKey = (event: KeyboardEvent, index: number) => {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    elements.current[step(index, tabs.length)]?.focus();
  };

  return (
    <Box role="tablist" aria-label={label} sx={[{ display: 'flex' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {tabs.map((tab, index) => {
        const isSelected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            component={RouterLink}
            to={tab.to}
            replace
            ref={(element: HTMLElement | null) => {
              elements.current[index] = element;
            }}
            id={tab.id}
            role="tab"
            aria-selected={isSelected}
            aria-controls={tab.panelId}
            tabIndex={isSelected ? 0 : -1}
            focusRipple
            onKeyDown={(event: KeyboardEvent) => pressKey(event, index)}
            sx={{
              typography: 'button',
              lineHeight: 1.25,
              flexShrink: 0,
              position: 'relative',
              // On a phone five tabs share 358 pixels: each as wide as its word, with less room around it.
              minWidth: { xs: 0, sm: 90 },
              minHeight: 48,
              px: { xs: 1.5, sm: 2 },
              py: 1.5,
              overflow: 'hidden',
              color: isSelected ? 'primary.main' : 'text.secondary',
              '&::after': isSelected
                ? { content: '""', position: 'absolute', insetInline: 0, bottom: 0, height: 2, bgcolor: 'primary.main' }
                : undefined,
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
