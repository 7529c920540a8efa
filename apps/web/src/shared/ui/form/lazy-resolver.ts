import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Validation schemas (and zod with them) download on the first submit instead of with the screen:
 * the form renders and takes input without them, and the sign-in screens stay within their budget.
 */
export function lazyResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): Resolver<Values, unknown, Output> {
  let resolver: Promise<Resolver<Values, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= load();
    return (await resolver)(values, context, options);
  };
}
