import { email, messages } from '@here-and-there/contracts';
import { z } from 'zod';

const maxMessageLength = 5000;

export const feedbackForm = z.object({
  email: z.union([z.literal(''), email]),
  message: z.string().trim().min(1, messages.required).max(maxMessageLength, messages.maxLength(maxMessageLength)),
});
