import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (the mail and calendar providers' OAuth tokens) sealed with
 * AES-256-GCM: a copy of the database alone reads nothing, and a changed byte fails to open rather
 * than yielding another token. A sealed value reads `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
const version = 'v1';
/** How every sealed value starts. */
export const sealedPrefix = `${version}.`;
const ivBytes = 12;

/** Whether a stored value is sealed, as opposed to a secret kept as it was given. */
export const isSealedSecret = (value: string) => value.startsWith(sealedPrefix);

export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret of a sealed value; throws when it was sealed with another key or changed since. */
export function openSecret(key: Buffer, sealed: string): string {
  const [prefix, iv, tag, ciphertext] = sealed.split('.');
  if (prefix !== version || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
