import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { preloadFirstScreen } from './app/routing/preload-navigation.ts';
import { queryClient } from './shared/api/query-client.ts';
import { sessionToken } from './shared/api/session-token.store.ts';
import { configQueryOptions } from './shared/config/config.queries.ts';
import { initI18n } from './shared/i18n/i18n.ts';

/** How long the first screen may take to arrive whole before the splash shows while it finishes. */
const splashAfterMs = 3000;

sessionToken.markDevice();

// All start at once: the configuration, the words, the member and the screen wait for nothing.
const firstScreen = Promise.allSettled([
  queryClient.prefetchQuery(configQueryOptions),
  initI18n(),
  preloadFirstScreen(window.location, queryClient),
]);

function render() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lost its #root element');
  // As a transition the render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree (DESIGN §7: total blocking time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} Router={BrowserRouter} />
      </StrictMode>,
    );
  });
}

// The first screen paints once, whole, instead of a splash, then a frame, then its parts one by one.
void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, splashAfterMs))]).then(render);
