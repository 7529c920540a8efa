// The built web app copied into a folder of its own, with a baseline page beside it: a static
// page in the app's fonts and colours and no JavaScript, served by the same server over the same
// connection, so the app's pages can be read as a ratio to the fastest page this build could have.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const baselinePath = '/baseline.html';

/** The app's dark palette (apps/web/src/app/theme): ink background, mist text, teal links. */
const colours = { background: '#0b1517', text: '#e8f4f2', secondaryText: 'rgba(232, 244, 242, 0.72)', link: '#2ec4b6' };

/** The Roboto faces of the build (hashed names from @fontsource/roboto), by weight. */
async function robotoFaces(assetsDir: string) {
  const faces = (await readdir(assetsDir)).flatMap((file) => {
    const weight = /^roboto-latin-(\d+)-normal-[\w-]+\.woff2$/.exec(file)?.[1];
    return weight ? [{ weight, file }] : [];
  });
  if (faces.length === 0) throw new Error(`no Roboto woff2 files in ${assetsDir}`);
  return faces;
}

function baselineHtml(faces: { weight: string; file: string }[]) {
  const fontFaces = faces
    .map(
      ({ weight, file }) =>
        `@font-face{font-family:Roboto;font-style:normal;font-display:swap;font-weight:${weight};src:url(/assets/${file}) format("woff2")}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A static page with the fonts and colours of Here &amp; There, measured beside the app." />
    <title>Here &amp; There — baseline</title>
    <style>
${fontFaces}
html,body{background:${colours.background};margin:0}
body{color:${colours.text};font-family:Roboto,"Helvetica Neue",Arial,sans-serif;font-size:15px;line-height:1.5;padding:24px}
h1{font-weight:700;font-size:2.4rem;letter-spacing:-0.02em;line-height:1.15;margin:0 0 16px}
p{color:${colours.secondaryText};max-width:36em;margin:0}
a{color:${colours.link}}
    </style>
  </head>
  <body>
    <main>
      <h1>Here &amp; There</h1>
      <p>The invite-only network that tells you when the people you chose are in the same city as you.
        Plan a trip, and <a href="/auth/login">sign in</a> to see who will be there.</p>
    </main>
  </body>
</html>
`;
}

/**
 * Copies the build at `distDir` into a temporary folder and writes the baseline page there; the
 * server's renderer the build wrote beside it (`dist-server`) goes beside the copy.
 */
export async function prepareSite(distDir: string) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`no web build in ${distDir}: run \`npm run build\` first (or point WEB_DIST_DIR at one)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'lighthouse-site-'));
  const dir = path.join(folder, 'dist');
  await cp(distDir, dir, { recursive: true });
  const renderer = path.join(path.dirname(distDir), 'dist-server');
  if (existsSync(renderer)) await cp(renderer, path.join(folder, 'dist-server'), { recursive: true });
  await writeFile(path.join(dir, baselinePath), baselineHtml(await robotoFaces(path.join(dir, 'assets'))));
  return { dir, remove: () => rm(folder, { recursive: true, force: true }) };
}
