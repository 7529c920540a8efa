import {
  communitiesPage,
  communitiesQuery,
  community,
  communityInvitation,
  communityInvitationLink,
  communityInvitationLinks,
  communityUser,
  communityUsersPage,
  communityUsersQuery,
  createCommunityRequest,
  createInvitationLinkRequest,
  invitedMembers,
  inviteMembersRequest,
  memberRequest,
  membershipRequest,
  removeMemberRequest,
  text,
  updateCommunityRequest,
} from '@here-and-there/contracts';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { readBodyWithFile } from '../../platform/multipart.ts';
import { toPage } from '../../platform/pagination.ts';
import { optionalMember, requireMember } from '../identity/index.ts';
import {
  createCommunity,
  deleteCommunity,
  listCommunities,
  updateCommunity,
  viewCommunity,
} from './communities.service.ts';
import {
  acceptInvitation,
  createInvitationLink,
  listInvitationLinks,
  revokeInvitationLink,
  viewInvitation,
} from './invitation-links.service.ts';
import {
  approveJoinRequest,
  changeRole,
  inviteMembers,
  joinCommunity,
  leaveCommunity,
  listCommunityUsers,
  rejectJoinRequest,
  removeMember,
  transferOwnership,
} from './memberships.service.ts';

const communityParams = z.object({ id: z.uuid() });
const linkParams = z.object({ id: z.uuid(), linkId: z.uuid() });
const tokenParams = z.object({ token: text().max(200) });
const bearer = [{ bearer: [] }];
const tags = ['communities'];
const publicUrlOf = (context: AppContext) => context.config.publicUrl;

/**
 * A body documented by its schema but read by the use case (a multipart form reaches it as parts);
 * the path is validated as usual.
 */
function bodyReadByUseCase<Schema>(route: FastifyRouteSchemaDef<Schema>) {
  if (route.httpPart === 'body') return (value: unknown) => ({ value });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

export function registerCommunitiesRoutes(app: App, context: AppContext) {
  const url = (path: string) => `${apiPrefix}/communities${path}`;

  app.get(
    url('/'),
    {
      schema: {
        tags,
        summary: 'Communities by name, each as the caller may see it: `mine`, or found by name or handle',
        security: bearer,
        querystring: communitiesQuery,
        response: { 200: communitiesPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { limit, offset } = request.query;
      const slice = await listCommunities(context, member.id, request.query);
      return toPage(slice, { url: request.url, limit, offset, publicUrl: publicUrlOf(context) });
    },
  );

  app.post(
    url('/'),
    {
      schema: {
        tags,
        summary: 'Create a community (JSON, or multipart with the file `community_picture`), with its general channel',
        security: bearer,
        consumes: ['application/json', 'multipart/form-data'],
        body: createCommunityRequest,
        response: { 201: community },
      },
      validatorCompiler: bodyReadByUseCase,
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const { fields, file } = await readBodyWithFile(request, 'community_picture');
      return reply.status(201).send(await createCommunity(context, member.id, fields, file));
    },
  );

  app.get(
    url('/:id/'),
    {
      schema: {
        tags,
        summary: "A community as the caller (signed in or not) may see it: a private one's inside only for its members",
        params: communityParams,
        response: { 200: community },
      },
    },
    async (request) => {
      const viewer = await optionalMember(context, request);
      return viewCommunity(context, viewer?.id ?? null, request.params.id);
    },
  );

  app.put(
    url('/:id/'),
    {
      schema: {
        tags,
        summary: 'Change a community (admins): JSON, or multipart with the file `community_picture`',
        security: bearer,
        consumes: ['application/json', 'multipart/form-data'],
        params: communityParams,
        body: updateCommunityRequest,
        response: { 200: community },
      },
      validatorCompiler: bodyReadByUseCase,
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { fields, file } = await readBodyWithFile(request, 'community_picture');
      return updateCommunity(context, member.id, request.params.id, fields, file);
    },
  );

  app.delete(
    url('/:id/'),
    {
      schema: { tags, summary: 'Delete a community and all of it (admins)', security: bearer, params: communityParams },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await deleteCommunity(context, member.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    url('/:id/join/'),
    {
      schema: {
        tags,
        summary: 'Join a public community, ask to join a private one, or accept an invitation',
        security: bearer,
        params: communityParams,
        response: { 200: community },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return joinCommunity(context, member.id, request.params.id);
    },
  );

  app.post(
    url('/:id/leave/'),
    {
      schema: {
        tags,
        summary: 'Leave a community, decline its invitation or withdraw a request (not the owner)',
        security: bearer,
        params: communityParams,
        response: { 200: community },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return leaveCommunity(context, member.id, request.params.id);
    },
  );

  app.get(
    url('/:id/users/'),
    {
      schema: {
        tags,
        summary: 'Members by first name; with dates (and a place), those who will be there then',
        security: bearer,
        params: communityParams,
        querystring: communityUsersQuery,
        response: { 200: communityUsersPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { limit, offset } = request.query;
      const slice = await listCommunityUsers(context, member.id, request.params.id, request.query);
      return toPage(slice, { url: request.url, limit, offset, publicUrl: publicUrlOf(context) });
    },
  );

  app.get(
    url('/:id/community-join-requests/'),
    {
      schema: {
        tags,
        summary: 'Members asking to join (admins)',
        security: bearer,
        params: communityParams,
        querystring: communityUsersQuery.pick({ limit: true, offset: true }),
        response: { 200: communityUsersPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const query = { ...request.query, status: 'pending_acceptance' as const };
      const slice = await listCommunityUsers(context, member.id, request.params.id, query);
      return toPage(slice, { url: request.url, ...request.query, publicUrl: publicUrlOf(context) });
    },
  );

  app.post(
    url('/:id/approve-community-join-request/'),
    {
      schema: {
        tags,
        summary: 'Let in a member who asked to join (admins)',
        security: bearer,
        params: communityParams,
        body: membershipRequest,
        response: { 200: communityUser },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return approveJoinRequest(context, member.id, request.params.id, request.body.membership);
    },
  );

  app.post(
    url('/:id/reject-community-join-request/'),
    {
      schema: {
        tags,
        summary: 'Refuse a member who asked to join (admins)',
        security: bearer,
        params: communityParams,
        body: membershipRequest,
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await rejectJoinRequest(context, member.id, request.params.id, request.body.membership);
      return reply.status(204).send();
    },
  );

  app.post(
    url('/:id/invite/'),
    {
      schema: {
        tags,
        summary: 'Invite members (admins); those already in are left as they are',
        security: bearer,
        params: communityParams,
        body: inviteMembersRequest,
        response: { 200: invitedMembers },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return inviteMembers(context, member.id, request.params.id, request.body.user_id);
    },
  );

  app.delete(
    url('/:id/invite/'),
    {
      schema: {
        tags,
        summary: 'Withdraw an invitation or a request, or remove a member (admins; never the owner)',
        security: bearer,
        params: communityParams,
        body: removeMemberRequest,
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await removeMember(context, member.id, request.params.id, request.body.user_id);
      return reply.status(204).send();
    },
  );

  for (const [path, summary, change] of [
    ['/:id/promote-to-admin/', 'Make an active member an admin (admins)', 'promote'],
    ['/:id/demote-from-admin/', 'Make an admin a member again (admins; never the owner)', 'demote'],
  ] as const) {
    app.post(
      url(path),
      {
        schema: {
          tags,
          summary,
          security: bearer,
          params: communityParams,
          body: memberRequest,
          response: { 200: communityUser },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        return changeRole(context, member.id, request.params.id, request.body.user, change);
      },
    );
  }

  app.post(
    url('/:id/transfer-ownership/'),
    {
      schema: {
        tags,
        summary: 'Hand the community to another of its admins (the owner), who may then leave',
        security: bearer,
        params: communityParams,
        body: memberRequest,
        response: { 200: community },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return transferOwnership(context, member.id, request.params.id, request.body.user);
    },
  );

  app.post(
    url('/:id/invitation-links/'),
    {
      schema: {
        tags,
        summary: 'A link to share that lets people into the community (admins)',
        security: bearer,
        params: communityParams,
        body: createInvitationLinkRequest,
        response: { 201: communityInvitationLink },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      return reply.status(201).send(await createInvitationLink(context, member.id, request.params.id, request.body));
    },
  );

  app.get(
    url('/:id/invitation-links/'),
    {
      schema: {
        tags,
        summary: "The community's invitation links (admins)",
        security: bearer,
        params: communityParams,
        response: { 200: communityInvitationLinks },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return listInvitationLinks(context, member.id, request.params.id);
    },
  );

  app.delete(
    url('/:id/invitation-links/:linkId/'),
    {
      schema: { tags, summary: 'Revoke an invitation link (admins)', security: bearer, params: linkParams },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await revokeInvitationLink(context, member.id, request.params.id, request.params.linkId);
      return reply.status(204).send();
    },
  );

  app.get(
    `${apiPrefix}/community-invitations/:token/`,
    {
      schema: {
        tags,
        summary: 'The community an invitation link leads to (no sign-in needed); 410 once it has expired or is used up',
        params: tokenParams,
        response: { 200: communityInvitation },
      },
    },
    async (request) => {
      const viewer = await optionalMember(context, request);
      return viewInvitation(context, viewer?.id ?? null, request.params.token);
    },
  );

  app.post(
    `${apiPrefix}/community-invitations/:token/accept/`,
    {
      schema: {
        tags,
        summary: 'Join through an invitation link, as `join/` does',
        security: bearer,
        params: tokenParams,
        response: { 200: community },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return acceptInvitation(context, member.id, request.params.token);
    },
  );
}
