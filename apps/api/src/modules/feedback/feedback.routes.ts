import { feedbackRequest } from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { optionalMember } from '../identity/index.ts';
import { submitFeedback } from './feedback.service.ts';

export function registerFeedbackRoutes(app: App, context: AppContext) {
  app.post(
    `${apiPrefix}/feedback/`,
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (signed in or not)',
        body: feedbackRequest,
        response: { 201: z.object({ id: z.uuid() }) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const member = await optionalMember(context, request);
      return reply.status(201).send(await submitFeedback(context, { ...request.body, memberId: member?.id }));
    },
  );
}
