import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * `/auth/login`, `/auth/signup`… are client routes while `/auth/sign-in/email`… belong to the
 * identity server, so a browser navigation (GET asking for HTML) must get index.html instead.
 */
const isPageNavigation = (req: IncomingMessage) =>
  req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

const toApi: ProxyOptions = { target: apiTarget, changeOrigin: false };

/**
 * Every Material component reaches `createTheme`, which also carries the CSS-variables theme
 * builder (about 4 KB gzipped with its helpers). The app builds its themes without CSS variables
 * or colour schemes (app/theme/theme.ts), the only way Material calls the other builder, so the
 * bundle gets a stand-in that says so instead of dead code in every route's first download.
 */
const withoutCssVariablesTheme: Plugin = {
  name: 'without-css-variables-theme',
  enforce: 'pre',
  load(id) {
    if (!/@mui[\\/]material[\\/]styles[\\/]createThemeWithVars\.mjs$/.test(id)) return null;
    return `export default function createThemeWithVars() {
  throw new Error('Themes with CSS variables or colour schemes are left out of this build (see vite.config.ts).');
}`;
  },
};

export default defineConfig({
  plugins: [react(), withoutCssVariablesTheme],
  server: {
    port: 5173,
    proxy: {
      '/thr': toApi,
      '/healthz': toApi,
      '/auth/': {
        ...toApi,
        bypass: (req) => (isPageNavigation(req) ? '/index.html' : undefined),
      },
    },
  },
  preview: { port: 4173 },
  build: {
    // Vite's preloading of each lazy chunk's dependencies writes a table of every chunk's files,
    // and a wrapper at every dynamic import, into the first download: about 6 KB gzipped on every
    // route (measured, e2e/initial-js.spec.ts). Without it a screen's few small shared chunks load
    // one step after the screen's own, on a connection the page already holds open.
    modulePreload: false,
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The libraries every screen needs travel as one file instead of dozens of small ones.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|@mui[\\/](system|styled-engine|private-theming)|@tanstack|react-is|hoist-non-react-statics|clsx|prop-types)[\\/]/,
            },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
      treeshake: {
        // The contracts' modules only declare constants and schemas; declaring that lets a screen that needs
        // a message or a limit leave the unused schemas (and zod with them) out of its download.
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]/, sideEffects: false }],
      },
    },
  },
});
