import { createUserInvitationRequest, messages } from '@here-and-there/contracts';
import { z } from 'zod';

const address = createUserInvitationRequest.shape.email;

/**
 * The dialog takes one address or several separated by commas (SPEC §5), each checked with the
 * API's own rule; one bad address refuses the whole input, so nobody is half invited by mistake.
 * Downloaded on the first submit.
 */
export const inviteForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, messages.required)
    .transform((input, context) => {
      const checked = input.split(',').map((entry) => address.safeParse(entry));
      const emails = checked.flatMap((result) => (result.success ? [result.data] : []));
      if (emails.length < checked.length) {
        // One address alone hears what is wrong with it.
        const [only] = checked;
        const message = checked.length === 1 && only?.error ? only.error.issues[0]?.message : undefined;
        context.addIssue({ code: 'custom', message: message ?? messages.emailsInvalid });
        return z.NEVER;
      }
      return [...new Set(emails)];
    }),
});
