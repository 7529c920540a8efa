import { Box, useMediaQuery } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMe } from '../../features/auth/auth.queries.ts';
import { useNativeAppPrompt } from '../../features/native-app/use-native-app-prompt.ts';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { TopBarSlotProvider } from '../../shared/ui/TopBarSlot.tsx';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { isBottomNavHidden, isFocusedPath, isSearchPath } from '../routing/route-paths.ts';
import { useEmailLanguage } from '../session/use-email-language.ts';
import { usePushRefresh } from '../session/use-push-refresh.ts';
import { bottomNavHeight, desktopMediaQuery, sidebarWidth, topBarHeight } from './layout-sizes.ts';
import { useShellState } from './ShellStateProvider.tsx';
import { TopBar } from './TopBar.tsx';
import { useAppBadge } from './unread-counts.ts';

// Sign-in screens show none of these, so they download only where they appear.
const Sidebar = lazyScreen(() => import('./Sidebar.tsx'));
const BottomNav = lazyScreen(() => import('./BottomNav.tsx'));
const YouDrawer = lazy(() => import('./YouDrawer.tsx'));

/** Asks for the navigation this device will show at `pathname`, at navigation, beside the screen's code. */
export async function preloadNavigation(pathname: string, isSignedIn: boolean) {
  if (isFocusedPath(pathname)) return;
  if (window.matchMedia(desktopMediaQuery).matches) await Sidebar.preload();
  else if (isSignedIn && !isBottomNavHidden(pathname)) await BottomNav.preload();
}

/**
 * The shell's work that draws nothing, apart from it: each of these reads data that arrives after
 * the first screen, and an answer re-renders only this leaf. Read by the shell itself, an answer
 * arriving while the app takes over a drawn screen re-rendered the screen at once, taking the
 * rest of the drawing over in one task of half a second on a phone (DESIGN §7: total blocking time).
 */
function ShellEffects() {
  useNativeAppPrompt();
  useAppBadge();
  usePushRefresh();
  useEmailLanguage();
  return null;
}

export function AppShell() {
  const { pathname } = useLocation();
  const me = useMe();
  const { isSidebarOpen, isYouDrawerOpen } = useShellState();
  const [hasOpenedYouDrawer, setHasOpenedYouDrawer] = useState(false);
  useEffect(() => {
    if (isYouDrawerOpen) setHasOpenedYouDrawer(true);
  }, [isYouDrawerOpen]);

  // Each device downloads only its own navigation: the sidebar from md up, the bottom bar below.
  const isDesktop = useMediaQuery(desktopMediaQuery, { noSsr: true });

  const isFocused = isFocusedPath(pathname);
  const hasSidebar = !isFocused && isDesktop;
  const hasBottomNav = !!me && !isFocused && !isDesktop && !isBottomNavHidden(pathname);

  return (
    <TopBarSlotProvider>
      <TopBar isFocused={isFocused} isSearch={!!me && isSearchPath(pathname)} />
      <Suspense fallback={null}>{hasSidebar && <Sidebar />}</Suspense>
      <Box
        component="main"
        sx={{
          minHeight: '100dvh',
          pt: { xs: `${topBarHeight.xs}px`, md: `${topBarHeight.md}px` },
          pb: hasBottomNav ? { xs: `calc(${bottomNavHeight}px + env(safe-area-inset-bottom))`, md: 0 } : 0,
          // By the breakpoint, not by `hasSidebar`: a page the server drew (it knows no screen width)
          // leaves the sidebar's room on a desktop, and the sidebar takes it without moving anything.
          ml: isFocused ? 0 : { xs: 0, md: `${sidebarWidth(isSidebarOpen)}px` },
          transition: (theme) => theme.transitions.create('margin', { duration: theme.transitions.duration.shorter }),
        }}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        {hasBottomNav && (
          // Below the breakpoint only, as the sidebar's room: a member's page the server drew (it
          // knows no screen width) has the bottom bar on a phone and nothing in its place on a desktop.
          <Box sx={{ display: { md: 'none' } }}>
            <BottomNav />
          </Box>
        )}
        {hasOpenedYouDrawer && <YouDrawer />}
      </Suspense>
      <DialogHost />
      <ShellEffects />
    </TopBarSlotProvider>
  );
}
