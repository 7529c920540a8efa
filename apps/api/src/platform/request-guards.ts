import { hasUnprintableCharacters, messages } from '@here-and-there/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from './errors.ts';

/** No request of the API nests deeper than a few levels; 32 leaves room and bounds every walk. */
export const maxBodyDepth = 32;

/** Whether a parsed JSON value nests objects and arrays deeper than `limit`, found without recursion. */
export function isNestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= limit) return true;
    for (const child of Object.values(item.value)) pending.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

/**
 * A `preValidation` hook for every route: a deeply nested body is refused before a validator, a
 * serialiser or the identity server walks it recursively and runs out of stack.
 */
export async function refuseDeeplyNestedBodies(request: FastifyRequest) {
  if (!isNestedDeeperThan(request.body, maxBodyDepth)) return;
  throw new DomainError('bad_request', {
    message: `The request could not be read: it is nested more than ${maxBodyDepth} levels deep`,
  });
}

/**
 * Each string of a parsed body or query string that holds control characters, by its path, with
 * the contracts' message: for input that reaches a handler without a contracts schema (Better Auth's).
 */
export function unprintableFields(input: unknown): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === 'string' && hasUnprintableCharacters(value)) {
      fields[path.join('.') || 'non_field_errors'] = [messages.unprintableCharacters];
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) pending.push({ value: child, path: [...path, key] });
    }
  }
  return fields;
}
