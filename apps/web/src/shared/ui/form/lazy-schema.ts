import type { ZodType } from 'zod';
import type { FieldErrors, FieldValues, Validate } from './use-form.ts';

/**
 * Validation schemas (and zod with them) download on the first submit instead of with the screen:
 * the form renders and takes input without them, and the sign-in screens stay within their budget.
 */
export function lazySchema<Values extends FieldValues, Output>(
  load: () => Promise<ZodType<Output, Values>>,
): Validate<Values, Output> {
  let schema: Promise<ZodType<Output, Values>> | undefined;
  return async (values) => {
    schema ??= load();
    const result = await (await schema).safeParseAsync(values);
    if (result.success) return { values: result.data };
    const errors: FieldErrors<Values> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as keyof Values;
      // The first problem of a field is the one worth fixing first.
      errors[name] ??= issue.message;
    }
    return { errors };
  };
}
