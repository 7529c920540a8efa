import { layout } from '@here-and-there/contracts';

export const topBarHeight = { xs: 56, md: 64 } as const;
export const bottomNavHeight = 64;
export const sidebarWidth = (isOpen: boolean) => (isOpen ? layout.sidebarOpenWidth : layout.sidebarCollapsedWidth);
