import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { takeDrawnData } from './app/drawn-data.ts';
import { lookOf } from './app/drawn-look.ts';
import { preloadFirstScreen } from './app/routing/preload-navigation.ts';
import { queryClient } from './shared/api/query-client.ts';
import { sessionToken } from './shared/api/session-token.store.ts';
import { configQueryOptions } from './shared/config/config.queries.ts';
import { initI18n } from './shared/i18n/i18n.ts';

/** How long the first screen may take to arrive whole before the splash shows while it finishes. */
const splashAfterMs = 3000;

sessionToken.markDevice();

// All start at once: the configuration, the words, the member and the screen wait for nothing.
// They start in a task of their own, right after this one: evaluating the app's modules is
// already a long task on a phone's processor, and building the first screen's requests (matching
// its route, making its queries) inside it made that task a third longer (DESIGN §7).
const firstScreen = new Promise((started) => setTimeout(started)).then(() => {
  // A drawn page brings the data its screen was drawn with, which is then not asked for again.
  takeDrawnData(queryClient, sessionToken.get());
  return Promise.allSettled([
    queryClient.prefetchQuery(configQueryOptions),
    initI18n(),
    preloadFirstScreen(window.location, queryClient),
  ]);
});

// ICU's date data loads on a page's first date format (shared/i18n/intl-formats.ts): about 12 ms
// on a laptop and four times that on a phone, in one piece. Loaded here, in a task of its own while
// the first screen's words and code arrive, not inside the render of the first date a screen shows,
// which it made a long task (DESIGN §7: total blocking time).
setTimeout(() => new Intl.DateTimeFormat().resolvedOptions());

/**
 * The screen the server drew (`server/render-page.tsx`), when this device shows it as it was
 * drawn: the app then takes that markup over as it stands (hydration), which spares the phone's
 * processor building every element again while the member already sees them.
 */
function drawingToTakeOver() {
  const drawing = document.querySelector<HTMLFieldSetElement>('#root > fieldset[data-server-rendered]');
  const config = queryClient.getQueryData(configQueryOptions.queryKey);
  return drawing && config && drawing.dataset.look === lookOf(config, sessionToken.get()) ? drawing : null;
}

/** Lets the member use the drawing once the app has taken it over. */
function TakeOver({ drawing, children }: { drawing: HTMLFieldSetElement; children: ReactNode }) {
  useEffect(() => {
    drawing.disabled = false;
  }, [drawing]);
  return children;
}

function render() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lost its #root element');
  const app = <App queryClient={queryClient} Router={BrowserRouter} />;
  const drawing = drawingToTakeOver();
  // As a transition the render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree (DESIGN §7: total blocking time).
  startTransition(() => {
    if (drawing) {
      hydrateRoot(
        drawing,
        <StrictMode>
          <TakeOver drawing={drawing}>{app}</TakeOver>
        </StrictMode>,
      );
    } else {
      // A drawing made for another look is replaced.
      createRoot(root).render(<StrictMode>{app}</StrictMode>);
    }
  });
}

// The first screen paints once, whole, instead of a splash, then a frame, then its parts one by one.
void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, splashAfterMs))]).then(render);
