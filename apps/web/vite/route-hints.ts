import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ESTree, type Plugin, parseAst, type Rolldown, Visitor } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** A file the page names for download (`<link rel="modulepreload">`). */
export interface FileHint {
  href: string;
  /** Only on a device this media query matches (the navigation differs between phone and desktop). */
  media?: string;
  /** Only for a signed-in member (a visitor's page has no bottom navigation). */
  members?: true;
}

/** What the server names in the page of one route of the web app's table (DESIGN §7). */
export interface RouteHint {
  /** The route's pattern, as in the route table (`/users/:userId`). */
  path: string;
  /** Whether a visitor who is not signed in sees this route (otherwise the guard sends them on). */
  visitors: boolean;
  /** The files of the route's screen and of what shows with it, beyond those the page loads anyway. */
  files: FileHint[];
}

/** A lazily loaded part of the app that shows with a screen: its navigation, for one. */
export interface ScreenPart {
  module: string;
  media?: string;
  members?: true;
}

/** Where the build writes the hints, beside `index.html`; the API reads them when it starts. */
export const routeHintsFile = 'route-hints.json';

const isCallTo = (node: ESTree.Node | null | undefined, name: string): node is ESTree.CallExpression =>
  node?.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === name;

const stringValue = (node: ESTree.Node | undefined) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

const isUnconditional = (hint: FileHint) => !hint.media && !hint.members;

/** Each file once per condition, and only once when something needs it on every page of the route. */
const withoutRepeats = (hints: FileHint[]) =>
  hints.filter(
    (hint, index) =>
      !hints.some(
        (other, otherIndex) =>
          other.href === hint.href &&
          ((isUnconditional(other) && !isUnconditional(hint)) ||
            (otherIndex < index && other.media === hint.media && other.members === hint.members)),
      ),
  );

interface LazyScreenDeclaration {
  module: string;
  namespaces: string[];
}

/**
 * Reads the route table's source: `const X = lazyScreen(() => import('…'), 'words', …)` names a
 * screen's module and its words, `screen('/path', X, …)` puts it at a path. Read, not run: the
 * table imports the whole app.
 */
function readRouteTable(file: string) {
  const program = parseAst(readFileSync(file, 'utf8'), { lang: 'tsx' });
  const screens = new Map<string, LazyScreenDeclaration>();
  const routes: { path: string; screen: string }[] = [];
  new Visitor({
    VariableDeclarator(node) {
      if (node.id.type !== 'Identifier' || !isCallTo(node.init, 'lazyScreen')) return;
      const [load, ...words] = node.init.arguments;
      const source =
        load?.type === 'ArrowFunctionExpression' && load.body.type === 'ImportExpression'
          ? stringValue(load.body.source)
          : undefined;
      if (!source) return;
      screens.set(node.id.name, {
        module: path.resolve(path.dirname(file), source),
        namespaces: words.map((word) => stringValue(word) ?? ''),
      });
    },
    CallExpression(node) {
      if (!isCallTo(node, 'screen')) return;
      const [routePath, screen] = node.arguments;
      const pattern = stringValue(routePath);
      if (pattern && screen?.type === 'Identifier') routes.push({ path: pattern, screen: screen.name });
    },
  }).visit(program);
  return routes.map((route) => {
    const screen = screens.get(route.screen);
    if (!screen) throw new Error(`${file}: the screen of ${route.path} is not a lazyScreen(() => import('…'))`);
    return { path: route.path, ...screen };
  });
}

/** A chunk with every chunk it imports statically, at any depth: what must be in before it runs. */
function staticClosure(chunk: OutputChunk, chunks: Map<string, OutputChunk>, into = new Set<string>()) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = chunks.get(file);
    if (imported) staticClosure(imported, chunks, into);
  }
  return into;
}

/**
 * Writes, for every route of the table, the files its first screen needs: the screen's chunk and
 * its words, the parts that show with it (`partsShownWith`), and every chunk those import at any
 * depth, minus what the page loads anyway. The server names them in the page it sends
 * (`<link rel="modulepreload">`), so the browser downloads them beside the entry instead of one
 * level of imports after another once the entry has run; the JavaScript carries no table of files.
 */
export function routeHints(options: {
  routeTable: string;
  isVisitorPath: (pattern: string) => boolean;
  /** The module of a namespace's words in the language a first visit shows (`common` for every screen). */
  wordsModule: (namespace: string) => string;
  partsShownWith: (pattern: string) => ScreenPart[];
}): Plugin {
  let base = '/';
  return {
    name: 'route-hints',
    // The browser's build only: the server's (`server/render-page.tsx`) loads no chunks in a page.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is OutputChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) this.error('route hints: the build has no entry chunk');
      const loadedWithPage = staticClosure(entry, chunks);
      const filesOf = (module: string, part: Omit<ScreenPart, 'module'> = {}) => {
        const chunk = [...chunks.values()].find((candidate) => candidate.moduleIds.includes(module));
        if (!chunk) this.error(`route hints: no chunk holds ${module}`);
        return [...staticClosure(chunk, chunks)]
          .filter((file) => !loadedWithPage.has(file))
          .map((file): FileHint => ({ href: `${base}${file}`, ...part }));
      };
      const hints = readRouteTable(options.routeTable).map(
        (route): RouteHint => ({
          path: route.path,
          visitors: options.isVisitorPath(route.path),
          files: withoutRepeats([
            ...filesOf(route.module),
            ...['common', ...route.namespaces].flatMap((namespace) => filesOf(options.wordsModule(namespace))),
            ...options.partsShownWith(route.path).flatMap(({ module, ...part }) => filesOf(module, part)),
          ]),
        }),
      );
      this.emitFile({ type: 'asset', fileName: routeHintsFile, source: `${JSON.stringify(hints)}\n` });
    },
  };
}
