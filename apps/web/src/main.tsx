import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { queryClient } from './shared/api/query-client.ts';
import { configQueryOptions } from './shared/config/config.queries.ts';
import { initI18n } from './shared/i18n/i18n.ts';

// Both start at once: the configuration request must not wait for the translations.
void queryClient.prefetchQuery(configQueryOptions);
void initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
