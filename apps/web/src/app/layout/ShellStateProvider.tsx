import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { localSettings } from '../../shared/storage/local-settings.ts';

interface ShellState {
  isSidebarOpen: boolean;
  toggleSidebar: () => void;
  isYouDrawerOpen: boolean;
  setYouDrawerOpen: (open: boolean) => void;
}

const ShellStateContext = createContext<ShellState | null>(null);

export function ShellStateProvider({ children }: { children: ReactNode }) {
  // Navigation state survives reloads (SPEC §1): a member who collapsed the sidebar keeps it collapsed.
  const [isSidebarOpen, setSidebarOpen] = useState(() => localSettings.get('sidebarOpen') !== 'false');
  const [isYouDrawerOpen, setYouDrawerOpen] = useState(false);

  const state = useMemo<ShellState>(
    () => ({
      isSidebarOpen,
      toggleSidebar: () =>
        setSidebarOpen((open) => {
          localSettings.set('sidebarOpen', String(!open));
          return !open;
        }),
      isYouDrawerOpen,
      setYouDrawerOpen,
    }),
    [isSidebarOpen, isYouDrawerOpen],
  );
  return <ShellStateContext value={state}>{children}</ShellStateContext>;
}

export function useShellState() {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState needs ShellStateProvider');
  return state;
}
