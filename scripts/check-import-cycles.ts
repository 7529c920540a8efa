// Fails when the relative imports of a source tree form a cycle, and prints each cycle found, so the
// arrows between folders keep running one way (API: main → app → modules → platform; web: app →
// features → shared). Type-only imports count too: they are the same dependency between folders, and
// leaving them out would let a folder point back at the one that uses it.
// Usage: node scripts/check-import-cycles.ts <dir> [<dir> …]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * Domain modules whose use cases still call each other both ways through their `index.ts`, by tree:
 * their imports of one another are left out until the modules are cut apart. Every other cycle
 * fails, and so does a knot that is gone, so this list only shrinks.
 */
const knownKnots: Record<string, string[][]> = {
  'apps/api/src': [
    // Signing in loads the member's profile; the account use cases (create, delete, integrations) sit in users.
    ['modules/identity', 'modules/users'],
    // Every member view reads the viewer's standing; connection lists show their members through that view.
    ['modules/users', 'modules/connections'],
  ],
};

const sourceFile = /\.tsx?$/;
// Static `import … from` / `export … from` statements (over several lines too), side-effect imports
// and dynamic `import('…')`, each with a relative specifier.
const importPatterns = [
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
  /^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
  /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
];

function sourceFilesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFilesBelow(full);
    return sourceFile.test(entry.name) ? [full] : [];
  });
}

/** Each source file below `root` with the source files below `root` it imports. */
function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFilesBelow(root)) {
    const text = readFileSync(file, 'utf8');
    const targets = importPatterns
      .flatMap((pattern) => [...text.matchAll(pattern)].map((match) => path.resolve(path.dirname(file), match[1]!)))
      .filter((target) => sourceFile.test(target) && target.startsWith(root + path.sep) && existsSync(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One cycle (first file repeated at the end) through each back edge a depth-first walk meets. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const done = new Set<string>();
  const onPath: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    onPath.push(file);
    for (const target of graph.get(file) ?? []) {
      const index = onPath.indexOf(target);
      if (index >= 0) cycles.push([...onPath.slice(index), target]);
      else if (!done.has(target)) visit(target);
    }
    onPath.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) visit(file);
  return cycles;
}

/** The folder of `knot` that holds `file`, if any. */
const folderOf = (root: string, knot: string[], file: string) =>
  knot.find((folder) => file.startsWith(path.join(root, folder) + path.sep));

/** `graph` without the imports between two different folders of one knot. */
function withoutKnots(root: string, graph: Map<string, string[]>, knots: string[][]): Map<string, string[]> {
  const crossesKnot = (from: string, to: string) =>
    knots.some((knot) => {
      const [source, target] = [folderOf(root, knot, from), folderOf(root, knot, to)];
      return source !== undefined && target !== undefined && source !== target;
    });
  return new Map([...graph].map(([file, targets]) => [file, targets.filter((target) => !crossesKnot(file, target))]));
}

/** Whether the files of `knot` still import each other in a circle that crosses its folders. */
function isStillKnotted(root: string, graph: Map<string, string[]>, knot: string[]): boolean {
  const inside = new Map([...graph].filter(([file]) => folderOf(root, knot, file) !== undefined));
  const knotGraph = new Map(
    [...inside].map(([file, targets]) => [file, targets.filter((target) => inside.has(target))]),
  );
  return findCycles(knotGraph).some((cycle) => new Set(cycle.map((file) => folderOf(root, knot, file))).size > 1);
}

const roots = process.argv.slice(2).map((dir) => path.resolve(dir));
if (!roots.length) throw new Error('Name the source folders to check, e.g. apps/api/src.');
let problems = 0;
for (const root of roots) {
  const name = path.relative(repoRoot, root);
  const knots = knownKnots[name] ?? [];
  const graph = importGraph(root);
  for (const cycle of findCycles(withoutKnots(root, graph, knots))) {
    problems += 1;
    console.error(`Import cycle in ${name}:\n  ${cycle.map((file) => path.relative(root, file)).join('\n  → ')}`);
  }
  for (const knot of knots.filter((knot) => !isStillKnotted(root, graph, knot))) {
    problems += 1;
    console.error(`${knot.join(' and ')} in ${name} no longer import each other both ways: take them off knownKnots.`);
  }
}
if (problems) {
  console.error(`${problems} problem(s): move what both sides need into the folder the arrows point to.`);
  process.exit(1);
}
console.log(`No import cycles in ${roots.map((root) => path.relative(repoRoot, root)).join(', ')}.`);
