import type { AppContext } from '../../platform/context.ts';
import { insertFeedback } from './feedback.repository.ts';

/** Stores what a member or visitor told us, with their address when they gave one. */
export async function submitFeedback(
  { db, log }: AppContext,
  input: { message: string; email?: string; memberId?: string },
) {
  const { id } = await insertFeedback(db, {
    message: input.message,
    email: input.email || null,
    memberId: input.memberId,
  });
  log.info({ feedbackId: id }, 'feedback received');
  return { id };
}
