import {
  chat,
  chatMessage,
  chatPage,
  chatsQuery,
  createChatRequest,
  editMessageRequest,
  messagePage,
  messagesQuery,
  readRequest,
  sendMessageRequest,
  unreadSummary,
  updateChatRequest,
} from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { toPage } from '../../platform/pagination.ts';
import { requireMember } from '../identity/index.ts';
import {
  archiveChat,
  type ConversationRef,
  createChat,
  deleteChat,
  deleteMessage,
  editMessage,
  listChats,
  listMessages,
  muteChat,
  readConversation,
  sendMessage,
  updateChat,
  viewChat,
  viewUnread,
} from './messaging.service.ts';

const chatParams = z.object({ id: z.uuid() });
const messageParams = z.object({ id: z.uuid(), messageId: z.uuid() });
const channelParams = z.object({ channelId: z.uuid() });
const channelMessageParams = z.object({ channelId: z.uuid(), messageId: z.uuid() });
const security = [{ bearer: [] }];
const tags = ['messaging'];

/**
 * The log's routes, mounted twice: under a chat (`messaging/{id}/`) and under a channel
 * (`community-channels/{channelId}/`), with the same shapes.
 */
function registerLogRoutes(
  app: App,
  context: AppContext,
  base: string,
  params: typeof chatParams | typeof channelParams,
  itemParams: typeof messageParams | typeof channelMessageParams,
  refOf: (params: Record<string, string>) => ConversationRef,
) {
  app.get(
    `${base}/messages/`,
    {
      schema: {
        tags,
        summary: "A window of a conversation's messages: newest first, or ascending after a seq",
        security,
        params,
        querystring: messagesQuery,
        response: { 200: messagePage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return listMessages(context, member.id, refOf(request.params), request.query, request.url);
    },
  );

  app.post(
    `${base}/messages/`,
    {
      schema: {
        tags,
        summary: 'Send a message (201); a retry with the same client_msg_id answers the stored one (200)',
        security,
        params,
        body: sendMessageRequest,
        response: { 200: chatMessage, 201: chatMessage },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const { message, isNew } = await sendMessage(context, member.id, refOf(request.params), request.body);
      return reply.status(isNew ? 201 : 200).send(message);
    },
  );

  app.put(
    `${base}/messages/:messageId/`,
    {
      schema: {
        tags,
        summary: "Edit one's own message",
        security,
        params: itemParams,
        body: editMessageRequest,
        response: { 200: chatMessage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { messageId, ...rest } = request.params as Record<string, string>;
      return editMessage(context, member.id, refOf(rest), messageId!, request.body);
    },
  );

  app.delete(
    `${base}/messages/:messageId/`,
    {
      schema: { tags, summary: "Delete one's own message: it keeps its seq", security, params: itemParams },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const { messageId, ...rest } = request.params as Record<string, string>;
      await deleteMessage(context, member.id, refOf(rest), messageId!);
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/read/`,
    {
      schema: {
        tags,
        summary: 'Mark read up to a seq (never backwards); answers the new unread counts',
        security,
        params,
        body: readRequest,
        response: { 200: unreadSummary },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return readConversation(context, member.id, refOf(request.params), request.body.seq);
    },
  );
}

export function registerMessagingRoutes(app: App, context: AppContext) {
  const url = (path: string) => `${apiPrefix}/messaging${path}`;

  app.get(
    url('/'),
    {
      schema: {
        tags,
        summary: "The caller's direct and group chats, the latest message first",
        security,
        querystring: chatsQuery,
        response: { 200: chatPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const slice = await listChats(context, member.id, request.query);
      const { limit, offset } = request.query;
      return toPage(slice, { url: request.url, limit, offset, publicUrl: context.config.publicUrl });
    },
  );

  app.post(
    url('/'),
    {
      schema: {
        tags,
        summary: 'Start a chat: one member makes a direct chat (found again: 200), more a group (201)',
        security,
        body: createChatRequest,
        response: { 200: chat, 201: chat },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const { chat: created, isNew } = await createChat(context, member.id, request.body);
      return reply.status(isNew ? 201 : 200).send(created);
    },
  );

  app.get(
    url('/unread/'),
    {
      schema: {
        tags,
        summary: 'Unread messages in chats and community channels, and per conversation',
        security,
        response: { 200: unreadSummary },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return viewUnread(context, member.id);
    },
  );

  app.get(
    url('/:id/'),
    {
      schema: { tags, summary: 'A chat, for its members', security, params: chatParams, response: { 200: chat } },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return viewChat(context, member.id, request.params.id);
    },
  );

  app.put(
    url('/:id/'),
    {
      schema: {
        tags,
        summary: 'Rename a group or change its members (its creator)',
        security,
        params: chatParams,
        body: updateChatRequest,
        response: { 200: chat },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return updateChat(context, member.id, request.params.id, request.body);
    },
  );

  app.delete(
    url('/:id/'),
    {
      schema: { tags, summary: 'Delete a group (its creator) or leave a chat', security, params: chatParams },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await deleteChat(context, member.id, request.params.id);
      return reply.status(204).send();
    },
  );

  for (const [path, isArchived] of [
    ['/:id/archive/', true],
    ['/:id/unarchive/', false],
  ] as const) {
    app.post(
      url(path),
      {
        schema: {
          tags,
          summary: isArchived ? 'Archive a chat' : 'Bring a chat back from the archive',
          security,
          params: chatParams,
          response: { 200: chat },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        return archiveChat(context, member.id, request.params.id, isArchived);
      },
    );
  }

  for (const [path, isMuted] of [
    ['/:id/mute/', true],
    ['/:id/unmute/', false],
  ] as const) {
    app.post(
      url(path),
      {
        schema: {
          tags,
          summary: isMuted ? 'Mute a chat: no unread count, no notifications' : 'Unmute a chat',
          security,
          params: chatParams,
          response: { 200: chat },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        return muteChat(context, member.id, request.params.id, isMuted);
      },
    );
  }

  registerLogRoutes(app, context, url('/:id'), chatParams, messageParams, (params) => ({
    conversationId: params.id!,
  }));
  registerLogRoutes(
    app,
    context,
    `${apiPrefix}/community-channels/:channelId`,
    channelParams,
    channelMessageParams,
    (params) => ({ channelId: params.channelId! }),
  );
}
