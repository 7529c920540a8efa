import type { Theme } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { LazyTooltip, type TooltipAnchorLayout } from './LazyTooltip.tsx';

/**
 * What a control whose screen is not built yet takes instead of its link (SPEC §2: "disabled
 * (tooltip Coming Soon)"). It is announced as disabled and looks it, yet keeps its place in the tab
 * order, so a keyboard reaches the tooltip as a pointer does.
 */
export const comingSoonProps = {
  'aria-disabled': true,
  disableRipple: true,
  sx: { opacity: (theme: Theme) => theme.palette.action.disabledOpacity, cursor: 'default' },
} as const;

interface ComingSoonProps {
  children: ReactElement;
  placement?: 'right' | 'left' | 'top';
  layout?: TooltipAnchorLayout;
}

/** Says "Coming Soon" on hover or focus of the control it wraps. */
export function ComingSoon({ children, placement, layout }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <LazyTooltip title={t('nav.comingSoon')} placement={placement} layout={layout}>
      {children}
    </LazyTooltip>
  );
}
