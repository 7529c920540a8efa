import { CssBaseline, type PaletteMode } from '@mui/material';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useFlag } from '../../shared/config/config.queries.ts';
import { localSettings } from '../../shared/storage/local-settings.ts';
import { createAppTheme } from './theme.ts';

/** The mode this device chose, dark unless it chose light. */
export const storedThemeMode = (): PaletteMode => (localSettings.get('themeMode') === 'light' ? 'light' : 'dark');

/** The mode the app shows: the stored choice counts only while the server allows light mode. */
export const shownThemeMode = (isLightModeAvailable: boolean, stored = storedThemeMode()): PaletteMode =>
  isLightModeAvailable ? stored : 'dark';

interface ThemeModeState {
  mode: PaletteMode;
  canToggle: boolean;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeState | null>(null);

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const isLightModeAvailable = useFlag('light_mode');
  const [storedMode, setStoredMode] = useState<PaletteMode>(storedThemeMode);
  const mode = shownThemeMode(isLightModeAvailable, storedMode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  const state = useMemo<ThemeModeState>(
    () => ({
      mode,
      canToggle: isLightModeAvailable,
      toggle: () => {
        const next = mode === 'dark' ? 'light' : 'dark';
        localSettings.set('themeMode', next);
        setStoredMode(next);
      },
    }),
    [mode, isLightModeAvailable],
  );

  return (
    <ThemeModeContext value={state}>
      {/* Material's own ThemeProvider also carries the CSS-variables provider, which this app never uses. */}
      <ThemeProvider themeId={THEME_ID} theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext>
  );
}

export function useThemeMode() {
  const state = useContext(ThemeModeContext);
  if (!state) throw new Error('useThemeMode needs ThemeModeProvider');
  return state;
}
