import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A stand-in for what `npm run build` writes: `index.html` and `files`, in a folder of its own. */
export async function createWebBuild(files: Record<string, string> = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'here-and-there-web-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
