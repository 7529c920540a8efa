import { ApiError } from '../../api/api-error.ts';

type SetError<Name extends string> = (name: Name, message: string, options?: { shouldFocus?: boolean }) => void;

/**
 * Puts the server's per-field messages under the fields they belong to; returns whether any
 * landed, so the caller knows if a general message is still needed.
 */
export function applyServerErrors<Name extends string>(
  error: unknown,
  setError: SetError<Name>,
  fields: readonly Name[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let hasApplied = false;
  for (const field of fields) {
    const message = error.fields[field]?.[0];
    if (message) {
      setError(field, message, { shouldFocus: !hasApplied });
      hasApplied = true;
    }
  }
  return hasApplied;
}
