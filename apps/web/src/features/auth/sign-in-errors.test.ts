import { messages } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { emailSignInFailure } from './sign-in-errors.ts';

describe('emailSignInFailure', () => {
  it('says the email or password is incorrect only when the server judged them', () => {
    expect(emailSignInFailure(new ApiError(401, 'auth.credentials_incorrect', ''))).toBe(messages.credentialsIncorrect);
    expect(emailSignInFailure(new ApiError(400, 'validation_failed', ''))).toBe(messages.credentialsIncorrect);
  });

  it('asks the member to wait when sign-ins are held back', () => {
    expect(emailSignInFailure(new ApiError(429, 'rate_limited', ''))).toBe(messages.tooManyRequests);
  });

  it('says something went wrong for a refused origin, a server fault or a network error', () => {
    for (const error of [
      new ApiError(403, 'forbidden', ''),
      new ApiError(400, 'bad_request', ''),
      new ApiError(500, 'internal', ''),
      new ApiError(502, 'http_502', ''),
      ApiError.network(new TypeError('Failed to fetch')),
    ]) {
      expect(emailSignInFailure(error), error.code).toBe(messages.somethingWentWrong);
    }
  });
});
