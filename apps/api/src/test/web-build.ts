import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stand-in for what `npm run build` writes, in a folder of its own: `index.html` and `files` in
 * `dist`, and with `renderer` (an ES module's source) the server's renderer in `dist-server`.
 */
export async function createWebBuild(files: Record<string, string> = {}, { renderer }: { renderer?: string } = {}) {
  const folder = await mkdtemp(path.join(tmpdir(), 'here-and-there-web-'));
  const dir = path.join(folder, 'dist');
  const write = async (file: string, content: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  await write(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const [file, content] of Object.entries(files)) await write(path.join(dir, file), content);
  if (renderer) await write(path.join(folder, 'dist-server', 'render-page.js'), renderer);
  return { dir, remove: () => rm(folder, { recursive: true, force: true }) };
}
