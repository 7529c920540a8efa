import {
  addToChannelRequest,
  channel,
  channelIdRequest,
  channelList,
  channelMembershipRequest,
  channelUuidRequest,
  createChannelRequest,
  updateChannelRequest,
} from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { optionalMember, requireMember } from '../identity/index.ts';
import {
  addToChannel,
  answerChannelMembership,
  createChannel,
  deleteChannel,
  joinChannel,
  leaveChannel,
  listChannels,
  muteChannel,
  updateChannel,
  viewChannel,
} from './channels.service.ts';

const communityParams = z.object({ id: z.uuid() });
const channelParams = z.object({ id: z.uuid(), channelId: z.uuid() });
const bearer = [{ bearer: [] }];
const tags = ['channels'];

export function registerChannelsRoutes(app: App, context: AppContext) {
  const url = (path: string) => `${apiPrefix}/communities/:id${path}`;

  app.get(
    url('/community-channels/'),
    {
      schema: {
        tags,
        summary: "A community's channels, for whoever sees its inside",
        security: bearer,
        params: communityParams,
        response: { 200: channelList },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return listChannels(context, member.id, request.params.id);
    },
  );

  app.get(
    url('/community-channels/:channelId/'),
    {
      schema: {
        tags,
        summary: "A channel as the caller (signed in or not) may see it; a private one's members only for its members",
        params: channelParams,
        response: { 200: channel },
      },
    },
    async (request) => {
      const viewer = await optionalMember(context, request);
      return viewChannel(context, viewer?.id ?? null, request.params.id, request.params.channelId);
    },
  );

  app.post(
    url('/community-channels/:channelId/'),
    {
      schema: {
        tags,
        summary: 'Rename a channel, open or close it, or name its event (admins)',
        security: bearer,
        params: channelParams,
        body: updateChannelRequest,
        response: { 200: channel },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { id, channelId } = request.params;
      return updateChannel(context, member.id, id, channelId, request.body);
    },
  );

  app.post(
    url('/create-channel/'),
    {
      schema: {
        tags,
        summary: 'Create a public or private channel (admins)',
        security: bearer,
        params: communityParams,
        body: createChannelRequest,
        response: { 201: channel },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      return reply.status(201).send(await createChannel(context, member.id, request.params.id, request.body));
    },
  );

  app.post(
    url('/delete-channel/'),
    {
      schema: {
        tags,
        summary: 'Delete a channel (admins; never the general channel)',
        security: bearer,
        params: communityParams,
        body: channelIdRequest,
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await deleteChannel(context, member.id, request.params.id, request.body.id);
      return reply.status(204).send();
    },
  );

  for (const [path, summary, use] of [
    ['/join-channel/', 'Join a public channel, or ask to join a private one', joinChannel],
    [
      '/leave-channel/',
      'Leave a channel or withdraw a request (the general one only with the community)',
      leaveChannel,
    ],
  ] as const) {
    app.post(
      url(path),
      {
        schema: {
          tags,
          summary,
          security: bearer,
          params: communityParams,
          body: channelUuidRequest,
          response: { 200: channel },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        return use(context, member.id, request.params.id, request.body.uuid);
      },
    );
  }

  for (const [path, summary, answer] of [
    ['/accept-in-private-channel/', 'Let in a member asking to join a private channel (admins)', 'accept'],
    ['/reject-from-private-channel/', 'Refuse a member asking to join a private channel (admins)', 'reject'],
    ['/remove-from-channel/', 'Take a member out of a channel (admins; not the general one)', 'remove'],
  ] as const) {
    app.post(
      url(path),
      {
        schema: {
          tags,
          summary,
          security: bearer,
          params: communityParams,
          body: channelMembershipRequest,
          response: { 200: channel },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        return answerChannelMembership(context, member.id, request.params.id, request.body.channel_membership, answer);
      },
    );
  }

  app.post(
    url('/add-to-channel/'),
    {
      schema: {
        tags,
        summary: 'Put an active member of the community in a channel (admins)',
        security: bearer,
        params: communityParams,
        body: addToChannelRequest,
        response: { 200: channel },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { user, channel: channelId } = request.body;
      return addToChannel(context, member.id, request.params.id, channelId, user);
    },
  );

  for (const [path, summary, muted] of [
    ['/mute/', 'Silence a channel I am in', true],
    ['/unmute/', 'Hear a channel I am in again', false],
  ] as const) {
    app.post(
      `${apiPrefix}/community-channels/:channelId${path}`,
      {
        schema: {
          tags,
          summary,
          security: bearer,
          params: z.object({ channelId: z.uuid() }),
          response: { 200: channel },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        return muteChannel(context, member.id, request.params.channelId, muted);
      },
    );
  }
}
