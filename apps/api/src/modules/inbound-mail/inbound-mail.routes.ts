import { forwardingAddressResponse } from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { requireMember } from '../identity/index.ts';
import { replaceForwardingAddress } from './forwarding-addresses.service.ts';
import { isInboundSecret, receiveForwardedMail, recipientsOfMessage } from './inbound-mail.service.ts';

/** A confirmation with its attachments (an ICS, a PDF ticket) fits; a larger message is refused with 413. */
const inboundMessageMaxBytes = 10 * 1024 * 1024;

export function registerInboundMailRoutes(app: App, context: AppContext) {
  // Raw messages as providers' inbound-parse webhooks post them.
  app.addContentTypeParser(
    'message/rfc822',
    { parseAs: 'buffer', bodyLimit: inboundMessageMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    `${apiPrefix}/integrations/inbound-email/`,
    {
      bodyLimit: inboundMessageMaxBytes,
      schema: {
        tags: ['integrations'],
        summary:
          'A raw message (message/rfc822) from an inbound-parse webhook, with X-Inbound-Secret: imported for the members it was forwarded to',
        headers: z.object({ 'x-inbound-secret': z.string().optional() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      // Without a secret configured the endpoint is not there; a wrong secret learns nothing more.
      if (!isInboundSecret(context, request.headers['x-inbound-secret'])) throw new DomainError('not_found');
      if (!Buffer.isBuffer(request.body)) throw new DomainError('unsupported_media_type');
      await receiveForwardedMail(context, request.body, await recipientsOfMessage(request.body));
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${apiPrefix}/integrations/forwarding-address/`,
    {
      schema: {
        tags: ['integrations'],
        summary: 'A new forwarding address for me; mail to the old one reaches nobody now',
        security: [{ bearer: [] }],
        response: { 200: forwardingAddressResponse },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return { forwarding_address: await replaceForwardingAddress(context, member.id) };
    },
  );
}
