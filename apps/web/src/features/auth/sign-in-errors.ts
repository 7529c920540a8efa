import { messages } from '@here-and-there/contracts';
import { ApiError, hasStatus } from '../../shared/api/api-error.ts';

/** Answers that are about the email and password typed in; any other failure is not the member's doing. */
const credentialCodes = new Set(['auth.credentials_incorrect', 'validation_failed']);

/**
 * What an email sign-in's failure means for the member: the credentials message only when the
 * server judged the email and password, never for a refused origin, a server fault or a network error.
 */
export const emailSignInFailure = (error: unknown) => {
  if (hasStatus(error, 429)) return messages.tooManyRequests;
  if (error instanceof ApiError && credentialCodes.has(error.code)) return messages.credentialsIncorrect;
  return messages.somethingWentWrong;
};
