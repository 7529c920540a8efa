import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { isPublicPath } from './src/app/routing/route-paths.ts';
import { routeHints } from './vite/route-hints.ts';
import { partsShownWith, sourceFile, wordsModule } from './vite/screen-parts.ts';

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

const deferredThemeModule = 'virtual:deferred-default-theme';

/**
 * Material and its system layer each build a complete default theme at load, six in all, for
 * components used without a ThemeProvider. The app always provides its own theme, so they are
 * never read, yet building them was about a fifth of the time the app took to start on a phone's
 * CPU (DESIGN §7, measured with Chromium's profiler). Each default is now built on first use.
 */
const deferDefaultThemes: Plugin = {
  name: 'defer-default-themes',
  enforce: 'pre',
  resolveId: (id) => (id === deferredThemeModule ? `\0${deferredThemeModule}` : null),
  load(id) {
    if (id !== `\0${deferredThemeModule}`) return null;
    // A stand-in object that builds the theme the first time anything looks into it.
    return `export default function deferredTheme(create) {
  let theme;
  const built = () => (theme ??= create());
  return new Proxy({}, {
    get: (_, key) => Reflect.get(built(), key),
    has: (_, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}`;
  },
  transform(code, id) {
    if (!/@mui[\\/](system|material)[\\/]/.test(id) || !code.includes('= createTheme();')) return null;
    return {
      code: `import deferredTheme from '${deferredThemeModule}';\n${code.replaceAll('= createTheme();', '= deferredTheme(() => createTheme());')}`,
      map: null,
    };
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    withoutCssVariablesTheme,
    deferDefaultThemes,
    routeHints({
      routeTable: sourceFile('app/routing/screen-routes.tsx'),
      // A pattern is a path of its own (`:userId` a segment like any other), so the app's rules apply to it.
      isVisitorPath: isPublicPath,
      wordsModule,
      partsShownWith,
    }),
  ],
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
  // The server's renderer carries its libraries in its own files, built as the browser's are: in
  // their production form, with this config's changes to Material. Left to the API's packages they
  // drew pages with their development builds, whose markup the browser's app could not take over.
  ssr: { noExternal: isSsrBuild ? true : undefined },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    // The page names the entry's own chunks (the framework) so they download beside the entry
    // instead of a round trip after it. Lazy chunks do not carry their dependencies' preloading:
    // its table of files and the wrapper at every dynamic import cost 4 KB gzipped of every
    // route's first download, measured, which took seven signed-in routes past the 180 KB budget
    // on a desktop (apps/web/README.md, "First screens on a phone"). No polyfill: every browser
    // the app supports preloads modules itself.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    outDir: 'dist',
    emptyOutDir: true,
    // The server's build (`server/render-page.tsx`) is code only: the files of `public/` are the browser's.
    copyPublicDir: !isSsrBuild,
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
}));
