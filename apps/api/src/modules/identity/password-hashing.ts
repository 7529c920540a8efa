import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane),
 * stronger than Better Auth's default scrypt parameters; the PHC string records the parameters,
 * so they can be raised later without breaking existing hashes.
 */
// `Algorithm` is a const enum, which type-stripped TypeScript cannot read at run time.
const argon2id: Algorithm.Argon2id = 2;
const options = { algorithm: argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, options);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
