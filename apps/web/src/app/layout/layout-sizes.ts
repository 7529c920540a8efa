import { layout } from '@here-and-there/contracts';

/** From Material's `md` breakpoint up, the app is laid out for a desktop (sidebar, no bottom bar). */
export const desktopMediaQuery = '(min-width:900px)';

export const topBarHeight = { xs: 56, md: 64 } as const;
export const bottomNavHeight = 64;
export const sidebarWidth = (isOpen: boolean) => (isOpen ? layout.sidebarOpenWidth : layout.sidebarCollapsedWidth);
