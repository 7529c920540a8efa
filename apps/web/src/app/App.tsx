import { useMediaQuery, useTheme } from '@mui/material';
import { type QueryClient, QueryClientProvider, QueryErrorResetBoundary } from '@tanstack/react-query';
import { lazy, Suspense, use } from 'react';
import { platform } from '../platform/index.ts';
import { useConfig } from '../shared/config/config.queries.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { preferredLanguage } from '../shared/i18n/language.ts';
import { SnackbarHost } from '../shared/ui/SnackbarHost.tsx';
import { Splash } from '../shared/ui/Splash.tsx';
import { type AppRouter, AppRoutes } from './AppRoutes.tsx';
import { ConfigErrorBoundary } from './ConfigErrorBoundary.tsx';
import { ThemeModeProvider } from './theme/ThemeModeProvider.tsx';

const DesktopDownloadPrompt = lazy(async () => ({
  default: (await import('../features/native-app/DesktopDownloadPrompt.tsx')).DesktopDownloadPrompt,
}));

const languageSwitches = new Map<string, Promise<unknown>>();

/** Settles the language before the first screen renders, so nobody sees English flash into German. */
function useSettledLanguage() {
  const language = preferredLanguage(useConfig().flags.translations);
  if (i18n.language === language) return;
  let pending = languageSwitches.get(language);
  if (!pending) {
    pending = i18n.changeLanguage(language);
    languageSwitches.set(language, pending);
  }
  use(pending);
}

function Screens({ Router }: { Router: AppRouter }) {
  useSettledLanguage();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const isDownloadOnly = useConfig().flags.desktop_download_prompt && isDesktop && platform.kind === 'web';
  return isDownloadOnly ? <DesktopDownloadPrompt /> : <AppRoutes Router={Router} />;
}

/** The whole app: in the browser, and on the server that renders a visitor's first screen (`server/render-page.tsx`). */
export function App({ queryClient, Router }: { queryClient: QueryClient; Router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <ConfigErrorBoundary onRetry={reset}>
            <Suspense fallback={<Splash />}>
              <ThemeModeProvider>
                <Screens Router={Router} />
                <SnackbarHost />
              </ThemeModeProvider>
            </Suspense>
          </ConfigErrorBoundary>
        )}
      </QueryErrorResetBoundary>
    </QueryClientProvider>
  );
}
