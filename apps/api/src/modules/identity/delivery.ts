import type { AppContext } from '../../platform/context.ts';

/**
 * Sends a message without making the request wait for it. An answer that came back later for
 * members (an email or text was sent) than for strangers would tell who has an account.
 */
export function deliverInBackground(context: AppContext, what: string, delivery: () => Promise<void>) {
  delivery().catch((error: unknown) => context.log.error({ err: error }, `${what} could not be sent`));
}
