import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { DialogNames } from '../shared/dialogs/dialogs.ts';
import { isDialogName } from './dialogs/dialog-registry.ts';
import { AppShell } from './layout/AppShell.tsx';
import { ShellStateProvider } from './layout/ShellStateProvider.tsx';
import { RouteGuard } from './routing/RouteGuard.tsx';
import { preloadScreen, screenRoutes } from './routing/screen-routes.tsx';

/** Moving inside the app, the next screen's code and first data are asked for together too. */
function usePreloadOnNavigation() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    void preloadScreen({ pathname, search }, queryClient);
  }, [pathname, search, queryClient]);
}

function RootLayout() {
  usePreloadOnNavigation();
  return (
    <DialogNames value={isDialogName}>
      <ShellStateProvider>
        <AppShell />
      </ShellStateProvider>
    </DialogNames>
  );
}

/** The browser's router, or on the server one that stays at the page's address. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

/**
 * The declarative router is enough here: screens ask for their code and data at navigation
 * themselves (`preloadScreen`), and it keeps the data router out of the first download.
 */
export function AppRoutes({ Router }: { Router: AppRouter }) {
  return (
    <Router>
      <Routes>
        <Route element={<RootLayout />}>
          <Route element={<RouteGuard />}>
            {screenRoutes.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Route>
        </Route>
      </Routes>
    </Router>
  );
}
