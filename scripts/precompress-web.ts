// Writes a Brotli (.br) and a gzip (.gz) copy beside each text asset of the built web app, so the
// server sends compressed files without compressing them again on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const distDir = path.resolve(process.argv[2] ?? 'apps/web/dist');
const compressible = /\.(js|css|html|svg|json|txt|webmanifest|map)$/;
const minimumBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesBelow(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(full);
    else yield full;
  }
}

let written = 0;
for await (const file of filesBelow(distDir)) {
  if (!compressible.test(file) || (await stat(file)).size < minimumBytes) continue;
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  written += 1;
}
console.log(`precompressed ${written} files in ${path.relative(process.cwd(), distDir)}`);
