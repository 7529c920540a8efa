import { alpha, createTheme, type PaletteMode } from '@mui/material/styles';

export const brand = {
  teal: '#2ec4b6',
  tealDeep: '#0f8f85',
  coral: '#ff7a59',
  coralDeep: '#e8603f',
  ink: '#0b1517',
  night: '#122123',
  mist: '#e8f4f2',
} as const;

export function createAppTheme(mode: PaletteMode) {
  const isDark = mode === 'dark';
  const theme = createTheme({
    palette: {
      mode,
      primary: { main: isDark ? brand.teal : brand.tealDeep, contrastText: isDark ? '#04201d' : '#ffffff' },
      secondary: { main: isDark ? brand.coral : brand.coralDeep, contrastText: '#1f0a04' },
      background: isDark ? { default: brand.ink, paper: brand.night } : { default: '#f4f8f7', paper: '#ffffff' },
      text: isDark
        ? { primary: brand.mist, secondary: 'rgba(232, 244, 242, 0.72)' }
        : { primary: '#10201f', secondary: 'rgba(16, 32, 31, 0.68)' },
      divider: isDark ? 'rgba(232, 244, 242, 0.1)' : 'rgba(16, 32, 31, 0.1)',
    },
    shape: { borderRadius: 14 },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      fontSize: 15,
      h1: { fontWeight: 700, fontSize: '2.4rem', letterSpacing: '-0.02em', lineHeight: 1.15 },
      h2: { fontWeight: 700, fontSize: '2rem', letterSpacing: '-0.015em', lineHeight: 1.2 },
      h3: { fontWeight: 700, fontSize: '1.6rem', letterSpacing: '-0.01em' },
      h4: { fontWeight: 700, fontSize: '1.35rem' },
      h5: { fontWeight: 500, fontSize: '1.15rem' },
      h6: { fontWeight: 500, fontSize: '1.02rem' },
      button: { textTransform: 'none', fontWeight: 500, letterSpacing: 0 },
      overline: { fontWeight: 500, letterSpacing: '0.12em' },
    },
  });

  return createTheme(theme, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          a: { color: theme.palette.primary.main },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 999, paddingInline: 20 },
          sizeLarge: { paddingBlock: 11, fontSize: '1rem' },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        styleOverrides: {
          root: { borderRadius: 20, border: `1px solid ${theme.palette.divider}`, boxShadow: 'none' },
        },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: {
            backgroundColor: alpha(theme.palette.background.default, 0.86),
            backdropFilter: 'blur(12px)',
            borderBottom: `1px solid ${theme.palette.divider}`,
          },
        },
      },
      MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 12 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiBottomNavigationAction: {
        styleOverrides: { root: { minWidth: 0, paddingInline: 4 } },
      },
    },
  });
}
