import { messages } from '@here-and-there/contracts';
import { ApiError, hasStatus } from '../../shared/api/api-error.ts';

/** SPEC §8 wording for what can go wrong with an SMS code. */
export const phoneCodeFailure = (error: unknown) => {
  if (hasStatus(error, 429)) return messages.tooManyRequests;
  if (error instanceof ApiError && error.code === 'auth.code_attempts_exceeded') return messages.codeAttemptsExceeded;
  if (hasStatus(error, 400, 401, 403)) return messages.codeInvalid;
  return messages.somethingWentWrong;
};
