import {
  bulkInviteRequest,
  bulkInviteResponse,
  contact,
  createUserInvitationRequest,
  signupWithSsoRequest,
  text,
  userInvitation,
} from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { perSession, type RequestLimit, scaled } from '../../platform/security.ts';
import { requireMember } from '../identity/index.ts';
import {
  acceptInvitationAfterSocialSignUp,
  inviteByEmail,
  inviteContactByText,
  inviteContactsByText,
  viewInvitation,
} from './invitations.service.ts';

const hour = 60 * 60 * 1000;

/** Invitations send emails and texts to people who did not ask for them (DESIGN §8). */
const invitationLimits = {
  perSession: { max: 60, timeWindow: hour },
  bulkPerSession: { max: 10, timeWindow: hour },
} satisfies Record<string, RequestLimit>;

const idParams = z.object({ id: text() });
const bearer = [{ bearer: [] }];
const tags = ['invitations'];

export function registerInvitationsRoutes(app: App, context: AppContext) {
  const limit = (requestLimit: RequestLimit) => ({
    rateLimit: { ...scaled(requestLimit, context.config.rateLimitMultiplier), keyGenerator: perSession },
  });

  app.post(
    `${apiPrefix}/user-invitations/`,
    {
      schema: {
        tags,
        summary: 'Invite someone by email to join',
        security: bearer,
        body: createUserInvitationRequest,
        response: { 201: userInvitation },
      },
      config: limit(invitationLimits.perSession),
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      return reply.status(201).send(await inviteByEmail(context, member.id, request.body));
    },
  );

  app.get(
    `${apiPrefix}/user-invitations/:id/`,
    {
      schema: {
        tags,
        summary: 'An invitation, for whoever holds its link (no sign-in)',
        params: idParams,
        response: { 200: userInvitation },
      },
    },
    (request) => viewInvitation(context, request.params.id),
  );

  app.post(
    `${apiPrefix}/contacts/:id/invite-sms/`,
    {
      schema: {
        tags,
        summary: 'Text one of my contacts an invitation link',
        security: bearer,
        params: idParams,
        response: { 200: contact },
      },
      config: limit(invitationLimits.perSession),
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return inviteContactByText(context, member.id, request.params.id);
    },
  );

  app.post(
    `${apiPrefix}/contacts/bulk-invite/`,
    {
      schema: {
        tags,
        summary: 'Text an invitation link to each of these contacts of mine',
        security: bearer,
        body: bulkInviteRequest,
        response: { 200: bulkInviteResponse },
      },
      config: limit(invitationLimits.bulkPerSession),
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return inviteContactsByText(context, member.id, request.body.contacts);
    },
  );

  app.post(
    `${apiPrefix}/signup-with-sso/`,
    {
      schema: {
        tags,
        summary: 'After a social sign-up, take up the invitation the new member came with',
        security: bearer,
        body: signupWithSsoRequest,
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await acceptInvitationAfterSocialSignUp(context, member.id, request.body);
      return reply.status(204).send();
    },
  );
}
