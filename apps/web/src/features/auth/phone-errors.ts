import { messages } from '@here-and-there/contracts';
import { ApiError, hasStatus } from '../../shared/api/api-error.ts';

/** Another member has verified the number: it cannot be this member's, and no code went to it. */
const isNumberTaken = (error: unknown) =>
  error instanceof ApiError && error.code === 'phone.already_verified_by_another_member';

/** What the server's answer to asking for a code means for the member (SPEC §8, DESIGN §8 send limits). */
export const phoneSendFailure = (error: unknown) => {
  if (isNumberTaken(error)) return messages.phoneNumberTaken;
  return hasStatus(error, 429) ? messages.tooManyRequests : messages.somethingWentWrong;
};

/** SPEC §8 wording for what can go wrong with an SMS code. */
export const phoneCodeFailure = (error: unknown) => {
  if (isNumberTaken(error)) return messages.phoneNumberTaken;
  if (hasStatus(error, 429)) return messages.tooManyRequests;
  if (error instanceof ApiError && error.code === 'auth.code_attempts_exceeded') return messages.codeAttemptsExceeded;
  if (hasStatus(error, 400, 401, 403)) return messages.codeInvalid;
  return messages.somethingWentWrong;
};
