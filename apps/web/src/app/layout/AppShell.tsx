import { Box } from '@mui/material';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMe } from '../../features/auth/auth.queries.ts';
import { useNativeAppPrompt } from '../../features/native-app/use-native-app-prompt.ts';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { isBottomNavHidden, isFocusedPath } from '../routing/route-paths.ts';
import { BottomNav, bottomNavHeight } from './BottomNav.tsx';
import { useShellState } from './ShellStateProvider.tsx';
import { Sidebar, sidebarWidth } from './Sidebar.tsx';
import { TopBar, topBarHeight } from './TopBar.tsx';
import { YouDrawer } from './YouDrawer.tsx';

export function AppShell() {
  const { pathname } = useLocation();
  const me = useMe();
  const { isSidebarOpen } = useShellState();
  useNativeAppPrompt();

  const isFocused = isFocusedPath(pathname);
  const hasSidebar = !isFocused;
  const hasBottomNav = !!me && !isFocused && !isBottomNavHidden(pathname);

  return (
    <>
      <TopBar isFocused={isFocused} />
      {hasSidebar && <Sidebar />}
      <Box
        component="main"
        sx={{
          minHeight: '100dvh',
          pt: { xs: `${topBarHeight.xs}px`, md: `${topBarHeight.md}px` },
          pb: hasBottomNav ? { xs: `calc(${bottomNavHeight}px + env(safe-area-inset-bottom))`, md: 0 } : 0,
          ml: { md: hasSidebar ? `${sidebarWidth(isSidebarOpen)}px` : 0 },
          transition: (theme) => theme.transitions.create('margin', { duration: theme.transitions.duration.shorter }),
        }}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      {hasBottomNav && <BottomNav />}
      <YouDrawer />
      <DialogHost />
    </>
  );
}
