import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from './http.ts';

/** URL prefix of stored files. */
export const mediaPrefix = '/media/';

/** The folder that holds uploaded files (pictures in their stored sizes). */
export function mediaDirectory(dataDir: string) {
  return path.join(dataDir, 'media');
}

/** Writes a stored file; `key` is a relative path of our own making, never a name from a client. */
export async function putFile(dataDir: string, key: string, data: Buffer) {
  const file = path.join(mediaDirectory(dataDir), key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

/** Removes a stored file or a folder of them; nothing there is not an error. */
export async function removeFiles(dataDir: string, key: string) {
  await rm(path.join(mediaDirectory(dataDir), key), { recursive: true, force: true });
}

/**
 * Serves stored files. Every upload gets a new random key, so a URL's content never changes and
 * can be cached for good. The native apps load pictures from another origin (capacitor://localhost),
 * hence the cross-origin resource policy.
 */
export async function registerMedia(app: App, dataDir: string) {
  const root = mediaDirectory(dataDir);
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: mediaPrefix,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(response) {
      response.header('cache-control', 'public, max-age=31536000, immutable');
      response.header('cross-origin-resource-policy', 'cross-origin');
      response.header('x-content-type-options', 'nosniff');
    },
  });
}
