import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';

/**
 * Puts the server's per-field messages under the fields they belong to; returns whether any
 * landed, so the caller knows if a general message is still needed.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let hasApplied = false;
  for (const field of fields) {
    const message = error.fields[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !hasApplied });
      hasApplied = true;
    }
  }
  return hasApplied;
}
