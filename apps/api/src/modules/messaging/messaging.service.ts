import type {
  Chat,
  ChatMessage,
  chatsQuery,
  createChatRequest,
  editMessageRequest,
  Meetup,
  MessageAuthor,
  MessagePage,
  messagesQuery,
  sendMessageRequest,
  UnreadSummary,
  User,
  updateChatRequest,
} from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import type { MemberSocket } from '../../platform/realtime.ts';
import { findActiveChannelsOf, requireChannelPlace } from '../communities/index.ts';
import { findStandings } from '../connections/index.ts';
import { viewMembers } from '../users/index.ts';
import { presentMeetups } from './meetup-cards.ts';
import { findMeetupsOfMessages } from './meetups.repository.ts';
import {
  type ChatAction,
  type ChatCaller,
  type ChatFacts,
  chatAbilities,
  chatPeerRefusal,
  chatRefusal,
  messageChangeRefusal,
} from './messaging.policy.ts';
import {
  addConversationMembers,
  changeMessage,
  deleteConversationRow,
  directKeyOf,
  ensureChannelConversations,
  findChannelConversation,
  findChatsOf,
  findCommunityConversationIds,
  findConversation,
  findConversationMember,
  findDirectConversation,
  findLastMessages,
  findMemberIdsOf,
  findMessage,
  findMessageByClientId,
  findMessages,
  findUnread,
  handOverGroupsOf,
  insertConversation,
  insertMessage,
  markRead,
  removeConversationMembers,
  setArchived,
  setMuted,
  takeNextSeq,
  unarchiveFor,
  updateConversationRow,
} from './messaging.repository.ts';
import type { ConversationMemberRow, ConversationRow, MessageRow } from './messaging.table.ts';

/** What a socket's `typing` event must hold. */
const typingEvent = z.object({ conversation_id: z.uuid() });

/** The socket room of a conversation: a channel's conversation is delivered to its room, whose sockets its members' are. */
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;

/** A conversation as the caller stands in it: the row, their own row (a channel's may have none yet), the members of a chat. */
export interface ChatScene {
  conversation: ConversationRow;
  place: ConversationMemberRow | null;
  /** A direct or group chat's members, the caller included; empty for a channel's conversation. */
  memberIds: string[];
  caller: ChatCaller;
  /** A channel's conversation: whether the caller muted the channel. */
  channelMuted: boolean;
}

const factsOf = (conversation: ConversationRow): ChatFacts => ({
  kind: conversation.kind,
  creatorId: conversation.creatorId,
});

/**
 * Who is in a chat: a direct chat's two members whether or not one of them left it (a new message
 * brings it back to them, as people expect of a direct chat), a group's members as they stand.
 */
const membersOf = (conversation: ConversationRow, rowMemberIds: readonly string[] | undefined) =>
  conversation.directKey ? conversation.directKey.split(':') : [...(rowMemberIds ?? [])];

/** Whether each of `otherIds` and `memberId` hold each other at general or close on an active connection, with no block. */
async function findConnected(context: AppContext, memberId: string, otherIds: readonly string[]) {
  const standings = await findStandings(context.db, memberId, otherIds);
  return new Set(otherIds.filter((id) => standings.get(id)?.ownerHoldsViewerAt));
}

/**
 * Whether the caller of a direct chat may still reach the other member: an active general or
 * close connection with no block (SPEC §4). A chat whose other member's account is gone is read-only.
 */
async function canReachPeers(
  context: AppContext,
  callerId: string,
  conversation: ConversationRow,
  memberIds: string[],
) {
  if (conversation.kind !== 'direct') return true;
  const peers = memberIds.filter((id) => id !== callerId);
  if (peers.length === 0) return false;
  const connected = await findConnected(context, callerId, peers);
  return peers.every((id) => connected.has(id));
}

/** How the caller stands in a direct or group chat, whether or not they are in it. */
export async function sceneOfChat(
  context: AppContext,
  callerId: string,
  conversation: ConversationRow,
): Promise<ChatScene> {
  const memberIds = membersOf(
    conversation,
    (await findMemberIdsOf(context.db, [conversation.id])).get(conversation.id),
  );
  const place = (await findConversationMember(context.db, conversation.id, callerId)) ?? null;
  const isMember = place !== null;
  return {
    conversation,
    place,
    memberIds,
    caller: {
      memberId: callerId,
      isMember,
      canReachPeers: isMember && (await canReachPeers(context, callerId, conversation, memberIds)),
    },
    channelMuted: false,
  };
}

/** A channel's conversation as found, or made the first time anyone asks for it. */
async function channelConversationOf(
  context: AppContext,
  found: ConversationRow | undefined,
  channelId: string,
  communityId: string,
) {
  if (found) return found;
  await ensureChannelConversations(context.db, [{ channelId, communityId }]);
  return (await findChannelConversation(context.db, channelId))!;
}

/**
 * How the caller stands in a channel's conversation: the channel's own rules first (the communities
 * module refuses those who may not see the channel), then its active members only.
 */
async function sceneOfChannel(context: AppContext, callerId: string, channelId: string): Promise<ChatScene> {
  // Read beside the channel's rules to save a round trip; used only once the rules let the caller in.
  const [channelPlace, found] = await Promise.all([
    requireChannelPlace(context.db, callerId, channelId),
    findChannelConversation(context.db, channelId),
  ]);
  const conversation = await channelConversationOf(context, found, channelId, channelPlace.communityId);
  const place = (await findConversationMember(context.db, conversation.id, callerId)) ?? null;
  return {
    conversation,
    place,
    memberIds: [],
    caller: { memberId: callerId, isMember: channelPlace.isMember, canReachPeers: true },
    channelMuted: channelPlace.isMuted,
  };
}

/** The scene of any conversation by id: a channel's through its channel's rules. */
async function sceneOf(context: AppContext, callerId: string, conversationId: string): Promise<ChatScene> {
  const conversation = await findConversation(context.db, conversationId);
  if (!conversation) throw new DomainError('chat.not_found');
  if (conversation.kind !== 'channel') return sceneOfChat(context, callerId, conversation);
  const scene = await sceneOfChannel(context, callerId, conversation.channelId!).catch((error: unknown) => {
    // Whoever may not see the channel may not learn that its conversation exists.
    if (error instanceof DomainError) throw new DomainError('chat.not_found');
    throw error;
  });
  return scene;
}

/** The scene, once the policy lets the caller do `action` there. */
function allow(scene: ChatScene, action: ChatAction) {
  const refusal = chatRefusal(action, factsOf(scene.conversation), scene.caller);
  if (refusal) throw new DomainError(refusal);
  return scene;
}

/** A message author as a row shows them. */
export const authorOf = (user: User | undefined): MessageAuthor | null =>
  user
    ? {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        display_name: user.display_name,
        profile_picture: user.profile_picture,
      }
    : null;

function presentMessage(row: MessageRow, authors: Map<string, User>, cards: Map<string, Meetup>): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    seq: row.seq,
    author: row.authorId ? authorOf(authors.get(row.authorId)) : null,
    text: row.deletedAt ? null : row.text,
    client_msg_id: row.clientMsgId,
    edited_at: row.editedAt?.toISOString() ?? null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    meetup: cards.get(row.id) ?? null,
  };
}

/** The meetups these messages are the cards of, as the viewer may act on them, by message id. */
async function cardsOf(context: AppContext, viewerId: string, rows: readonly MessageRow[]) {
  // Only a card has no text without being deleted: written messages need no lookup.
  const cardIds = rows.flatMap((row) => (row.text === null && row.deletedAt === null ? [row.id] : []));
  const meetupRows = [...(await findMeetupsOfMessages(context.db, cardIds)).values()];
  const meetups = await presentMeetups(context, viewerId, meetupRows);
  return new Map([...meetups.values()].map((meetup) => [meetup.message_id, meetup]));
}

/** Messages as the viewer sees them, their authors and meetup cards presented in one go. */
export async function presentMessages(context: AppContext, viewerId: string, rows: readonly MessageRow[]) {
  const authorIds = rows.flatMap((row) => (row.authorId ? [row.authorId] : []));
  const [authors, cards] = await Promise.all([
    viewMembers(context, viewerId, authorIds),
    cardsOf(context, viewerId, rows),
  ]);
  return rows.map((row) => presentMessage(row, authors, cards));
}

/** Chats as their member sees them: their other members, last message, unread count and abilities, in a few queries whatever their number. */
async function presentChats(context: AppContext, viewerId: string, scenes: readonly ChatScene[]): Promise<Chat[]> {
  const ids = scenes.map((scene) => scene.conversation.id);
  const lastMessages = await findLastMessages(context.db, ids);
  const others = scenes.flatMap((scene) => scene.memberIds.filter((id) => id !== viewerId));
  const authorIds = [...lastMessages.values()].flatMap((row) => (row.authorId ? [row.authorId] : []));
  const [users, cards] = await Promise.all([
    viewMembers(context, viewerId, [...others, ...authorIds]),
    cardsOf(context, viewerId, [...lastMessages.values()]),
  ]);
  return scenes.map(({ conversation, place, memberIds, caller, channelMuted }) => {
    const lastMessage = lastMessages.get(conversation.id);
    const lastReadSeq = place?.lastReadSeq ?? 0;
    return {
      id: conversation.id,
      kind: conversation.kind,
      name: conversation.name,
      community: conversation.communityId,
      channel: conversation.channelId,
      creator: conversation.creatorId,
      users: memberIds.flatMap((id) => {
        const user = id === viewerId ? undefined : users.get(id);
        return user ? [user] : [];
      }),
      last_message: lastMessage ? presentMessage(lastMessage, users, cards) : null,
      last_message_at: conversation.lastMessageAt?.toISOString() ?? null,
      last_seq: conversation.lastSeq,
      last_read_seq: lastReadSeq,
      unread: Math.max(0, conversation.lastSeq - lastReadSeq),
      muted: channelMuted || (place?.muted ?? false),
      archived: place?.archivedAt != null,
      abilities: chatAbilities(factsOf(conversation), caller),
      created_at: conversation.createdAt.toISOString(),
    };
  });
}

async function presentChat(context: AppContext, viewerId: string, scene: ChatScene): Promise<Chat> {
  const [chat] = await presentChats(context, viewerId, [scene]);
  return chat!;
}

/** Tells the members of a direct or group chat that it changed, so their screens fetch it again. */
function tellChatChanged(context: AppContext, conversationId: string, memberIds: readonly string[]) {
  context.realtime.toMembers(memberIds, 'chat.changed', { conversation_id: conversationId });
}

/** `GET messaging/{id}/`: a chat (a channel's conversation too) as its member sees it; nobody else learns it exists. */
export async function viewChat(context: AppContext, callerId: string, conversationId: string): Promise<Chat> {
  const scene = allow(await sceneOf(context, callerId, conversationId), 'read');
  return presentChat(context, callerId, scene);
}

/** `GET messaging/`: the caller's direct and group chats, active or archived, the latest message first. */
export async function listChats(
  context: AppContext,
  callerId: string,
  query: z.output<typeof chatsQuery>,
): Promise<ListSlice<Chat>> {
  const { count, results } = await findChatsOf(context.db, callerId, query);
  const ids = results.map(({ conversation }) => conversation.id);
  const memberIdsOf = await findMemberIdsOf(context.db, ids);
  const peers = results.flatMap(({ conversation }) =>
    conversation.kind === 'direct' ? membersOf(conversation, undefined).filter((id) => id !== callerId) : [],
  );
  const connected = await findConnected(context, callerId, peers);
  const scenes = results.map(({ conversation, place }): ChatScene => {
    const memberIds = membersOf(conversation, memberIdsOf.get(conversation.id));
    const directPeers = memberIds.filter((id) => id !== callerId);
    const reachable =
      conversation.kind !== 'direct' || (directPeers.length > 0 && directPeers.every((id) => connected.has(id)));
    return {
      conversation,
      place,
      memberIds,
      caller: { memberId: callerId, isMember: true, canReachPeers: reachable },
      channelMuted: false,
    };
  });
  return { count, results: await presentChats(context, callerId, scenes) };
}

/** Refuses unless every one of `peerIds` is an active general or close connection of the caller. */
export async function requireConnected(context: AppContext, callerId: string, peerIds: readonly string[]) {
  const connected = await findConnected(context, callerId, peerIds);
  for (const peerId of peerIds) {
    const refusal = chatPeerRefusal(callerId, peerId, connected.has(peerId));
    if (refusal) throw new DomainError(refusal);
  }
}

/**
 * `POST messaging/`: a chat with these members besides the caller, each an active general or close
 * connection of theirs. One member makes a direct chat, found again (and rejoined by whoever left
 * it) rather than made twice; more make a group the caller created. Answers the chat and whether it is new.
 */
export async function createChat(
  context: AppContext,
  callerId: string,
  request: z.output<typeof createChatRequest>,
): Promise<{ chat: Chat; isNew: boolean }> {
  const peerIds = [...new Set(request.users)];
  await requireConnected(context, callerId, peerIds);
  let conversation: ConversationRow;
  let isNew: boolean;
  if (peerIds.length === 1) {
    ({ conversation, isNew } = await openDirectChat(context, callerId, peerIds[0]!));
  } else {
    conversation = await context.db.transaction(async (tx) => {
      const made = await insertConversation(tx, { kind: 'group', creatorId: callerId, name: request.name || null });
      await addConversationMembers(tx, made!.id, [callerId, ...peerIds]);
      return made!;
    });
    isNew = true;
  }
  const scene = await sceneOfChat(context, callerId, conversation);
  if (isNew && peerIds.length > 1) tellChatChanged(context, conversation.id, scene.memberIds);
  return { chat: await presentChat(context, callerId, scene), isNew };
}

/**
 * The direct chat of the caller and a member they may message, found again (and rejoined by
 * whoever left it) rather than made twice; `isNew` when the caller was not in it. Tells its members
 * of a chat new to the caller.
 */
export async function openDirectChat(context: AppContext, callerId: string, peerId: string) {
  const directKey = directKeyOf(callerId, peerId);
  const opened = await context.db.transaction(async (tx) => {
    const made = await insertConversation(tx, { kind: 'direct', creatorId: callerId, directKey });
    const found = made ?? (await findDirectConversation(tx, directKey))!;
    const place = made ? undefined : await findConversationMember(tx, found.id, callerId);
    await addConversationMembers(tx, found.id, [callerId, peerId]);
    return { conversation: found, isNew: made !== undefined || place === undefined };
  });
  if (opened.isNew) tellChatChanged(context, opened.conversation.id, [callerId, peerId]);
  return opened;
}

/**
 * `PUT messaging/{id}/` (a group's creator): renames a group, or sets its members besides the
 * creator — at least one, and everyone added an active general or close connection of the creator.
 */
export async function updateChat(
  context: AppContext,
  callerId: string,
  conversationId: string,
  request: z.output<typeof updateChatRequest>,
): Promise<Chat> {
  const scene = allow(await sceneOf(context, callerId, conversationId), 'edit');
  const before = scene.memberIds;
  let removed: string[] = [];
  await context.db.transaction(async (tx) => {
    if (request.name !== undefined) await updateConversationRow(tx, conversationId, { name: request.name || null });
    if (request.users) {
      const wanted = new Set(request.users);
      if (wanted.has(callerId)) throw new DomainError('chat.with_self');
      const added = [...wanted].filter((id) => !before.includes(id));
      removed = before.filter((id) => id !== callerId && !wanted.has(id));
      await requireConnected(context, callerId, added);
      await addConversationMembers(tx, conversationId, added);
      await removeConversationMembers(tx, conversationId, removed);
      await updateConversationRow(tx, conversationId, {});
    }
  });
  const after = await sceneOfChat(context, callerId, (await findConversation(context.db, conversationId))!);
  tellChatChanged(context, conversationId, [...new Set([...before, ...after.memberIds])]);
  if (removed.length > 0) await tellUnreadChanged(context, removed);
  return presentChat(context, callerId, after);
}

/**
 * `DELETE messaging/{id}/`: a group's creator deletes it for everyone; anyone else leaves the chat
 * (a direct chat stays for the other member, and comes back when either starts it again).
 */
export async function deleteChat(context: AppContext, callerId: string, conversationId: string) {
  const scene = await sceneOf(context, callerId, conversationId);
  const facts = factsOf(scene.conversation);
  if (chatRefusal('delete', facts, scene.caller) === null) {
    await deleteConversationRow(context.db, conversationId);
    tellChatChanged(context, conversationId, scene.memberIds);
    await tellUnreadChanged(context, scene.memberIds);
    return;
  }
  allow(scene, 'leave');
  await removeConversationMembers(context.db, conversationId, [callerId]);
  tellChatChanged(context, conversationId, scene.memberIds);
  await tellUnreadChanged(context, [callerId]);
}

/** `POST messaging/{id}/archive/` and `/unarchive/`: moves a chat out of the active list, or back; an archived chat counts no unread. */
export async function archiveChat(context: AppContext, callerId: string, conversationId: string, isArchived: boolean) {
  const scene = allow(await sceneOf(context, callerId, conversationId), 'archive');
  await setArchived(context.db, conversationId, callerId, isArchived ? context.clock.now() : null);
  context.realtime.toMembers([callerId], 'chat.changed', { conversation_id: conversationId });
  await tellUnreadChanged(context, [callerId]);
  return presentChat(context, callerId, await sceneOfChat(context, callerId, scene.conversation));
}

/**
 * `POST messaging/{id}/mute/` and `/unmute/`: a muted chat counts no unread and notifies of nothing
 * (a channel is muted through its channel).
 */
export async function muteChat(context: AppContext, callerId: string, conversationId: string, isMuted: boolean) {
  const scene = allow(await sceneOf(context, callerId, conversationId), 'mute');
  await setMuted(context.db, conversationId, callerId, isMuted);
  context.realtime.toMembers([callerId], 'chat.changed', { conversation_id: conversationId });
  await tellUnreadChanged(context, [callerId]);
  return presentChat(context, callerId, await sceneOfChat(context, callerId, scene.conversation));
}

/** Where a message is sent, read or changed: a conversation by id, or a channel's by its channel. */
export type ConversationRef = { conversationId: string } | { channelId: string };

function sceneOfRef(context: AppContext, callerId: string, ref: ConversationRef) {
  return 'channelId' in ref
    ? sceneOfChannel(context, callerId, ref.channelId)
    : sceneOf(context, callerId, ref.conversationId);
}

/** Where to find more of a log from a page: the same request with its bound moved past the page's end. */
function pageUrl(requestUrl: string, publicUrl: string, bound: 'before' | 'after', seq: number) {
  const url = new URL(requestUrl, 'http://request');
  url.searchParams.delete('before');
  url.searchParams.delete('after');
  url.searchParams.set(bound, String(seq));
  return `${publicUrl}${url.pathname}${url.search}`;
}

/**
 * `GET …/messages/`: a window of a conversation's log for its members. Without `after`, the newest
 * first (before `before`); with it, what follows in ascending order. `next` continues the same way.
 */
export async function listMessages(
  context: AppContext,
  callerId: string,
  ref: ConversationRef,
  query: z.output<typeof messagesQuery>,
  requestUrl: string,
): Promise<MessagePage> {
  const { conversation } = allow(await sceneOfRef(context, callerId, ref), 'read');
  const rows = await findMessages(context.db, conversation.id, query);
  const last = rows.at(-1);
  let next: string | null = null;
  if (last && rows.length === query.limit) {
    const isAscending = query.after !== undefined;
    const hasMore = isAscending ? last.seq < conversation.lastSeq : last.seq > 1;
    if (hasMore) next = pageUrl(requestUrl, context.config.publicUrl, isAscending ? 'after' : 'before', last.seq);
  }
  return {
    count: conversation.lastSeq,
    next,
    previous: null,
    results: await presentMessages(context, callerId, rows),
  };
}

/**
 * Appends a message to a conversation at its next seq, in the caller's transaction (which holds the
 * seq until it ends): brings an archived chat back for its other members, and a direct chat back to
 * a member who left it, as unread; the author has read it. Undefined when the author's client key is
 * stored already (a retry).
 */
export async function appendMessage(
  tx: Queryable,
  scene: ChatScene,
  values: { authorId: string; text: string | null; clientMsgId: string | null; createdAt: Date },
) {
  const { conversation } = scene;
  if (conversation.kind === 'direct') await addConversationMembers(tx, conversation.id, scene.memberIds);
  const seq = await takeNextSeq(tx, conversation.id, values.createdAt);
  if (seq === undefined) throw new DomainError('chat.not_found');
  const inserted = await insertMessage(tx, { conversationId: conversation.id, seq, ...values });
  if (!inserted) return undefined;
  if (conversation.kind !== 'channel') await unarchiveFor(tx, conversation.id, values.authorId);
  await markRead(tx, conversation.id, values.authorId, seq);
  return inserted;
}

/** Sent back when a retried send finds its message already stored: the transaction gives its seq back. */
class AlreadyStored extends Error {}

/**
 * A message as it goes out on the socket to everyone in its conversation at once: its author by
 * first name alone, which no member is refused (not across a block, nor where a last name or a
 * picture is hidden). Each client fills in what it may see of the author from its own answers.
 */
const asEveryoneMaySee = (message: ChatMessage): ChatMessage => {
  const { author } = message;
  if (!author) return message;
  const byName = { id: author.id, first_name: author.first_name, last_name: null, profile_picture: null };
  return { ...message, author: { ...byName, display_name: author.first_name } };
};

/** Delivers a change to a message to whoever is in its conversation, once it has committed. */
function deliver(
  context: AppContext,
  scene: ChatScene,
  name: 'message.created' | 'message.updated' | 'message.deleted',
  sent: ChatMessage,
) {
  const message = asEveryoneMaySee(sent);
  const event = { conversation_id: message.conversation_id, seq: message.seq, message };
  if (scene.conversation.kind === 'channel')
    context.realtime.toRoom(conversationRoom(message.conversation_id), {}, name, event);
  else context.realtime.toMembers(scene.memberIds, name, event);
}

/**
 * `POST …/messages/`: stores a message at the conversation's next seq and delivers it. A retry with
 * the same `client_msg_id` answers the message stored the first time (`isNew` false) and stores
 * nothing. A new message brings an archived chat back for its other members, and a direct chat
 * back to a member who left it.
 */
export async function sendMessage(
  context: AppContext,
  callerId: string,
  ref: ConversationRef,
  request: z.output<typeof sendMessageRequest>,
): Promise<{ message: ChatMessage; isNew: boolean }> {
  const scene = allow(await sceneOfRef(context, callerId, ref), 'post');
  const { conversation } = scene;
  const now = context.clock.now();
  let row: MessageRow;
  try {
    row = await context.db.transaction(async (tx) => {
      const inserted = await appendMessage(tx, scene, {
        authorId: callerId,
        text: request.text,
        clientMsgId: request.client_msg_id,
        createdAt: now,
      });
      if (!inserted) throw new AlreadyStored();
      // Notifications are made from a job written with the message: a crash after the commit loses none.
      await context.events.publishInTransaction(tx, 'message.sent', messageSent(scene, inserted));
      return inserted;
    });
  } catch (error) {
    if (!(error instanceof AlreadyStored)) throw error;
    // A retry: its transaction gave the seq back; the answer is the message stored the first time.
    const stored = (await findMessageByClientId(context.db, callerId, request.client_msg_id))!;
    if (stored.conversationId !== conversation.id) throw new DomainError('conflict');
    const [message] = await presentMessages(context, callerId, [stored]);
    return { message: message!, isNew: false };
  }
  const [message] = await presentMessages(context, callerId, [row]);
  deliver(context, scene, 'message.created', message!);
  await context.events.publish('message.sent', messageSent(scene, row));
  return { message: message!, isNew: true };
}

/**
 * Delivers a meetup card, new or changed, to each member of its direct chat as that member may act
 * on it (the abilities differ between proposer and invitee).
 */
export async function deliverCard(
  context: AppContext,
  scene: ChatScene,
  name: 'message.created' | 'message.updated',
  row: MessageRow,
) {
  for (const memberId of scene.memberIds) {
    const [message] = await presentMessages(context, memberId, [row]);
    context.realtime.toMembers([memberId], name, {
      conversation_id: row.conversationId,
      seq: row.seq,
      message: message!,
    });
  }
}

/** The domain event of a new message, for the notifications module. */
export const messageSent = (scene: ChatScene, row: MessageRow) => ({
  conversationId: row.conversationId,
  kind: scene.conversation.kind,
  channelId: scene.conversation.channelId,
  communityId: scene.conversation.communityId,
  authorId: row.authorId!,
  seq: row.seq,
});

/** The message of a conversation, once the caller may change it. */
async function requireChangeable(context: AppContext, callerId: string, ref: ConversationRef, messageId: string) {
  const scene = allow(await sceneOfRef(context, callerId, ref), 'read');
  const row = await findMessage(context.db, scene.conversation.id, messageId);
  if (!row) throw new DomainError('message.not_found');
  const refusal = messageChangeRefusal(factsOf(scene.conversation), scene.caller, {
    authorId: row.authorId,
    isDeleted: row.deletedAt !== null,
    // A meetup's card changes only with its meetup.
    isCard: row.text === null,
  });
  if (refusal) throw new DomainError(refusal);
  return { scene, row };
}

/** `PUT …/messages/{messageId}/` (its author): changes a message's text; it shows as edited. */
export async function editMessage(
  context: AppContext,
  callerId: string,
  ref: ConversationRef,
  messageId: string,
  request: z.output<typeof editMessageRequest>,
): Promise<ChatMessage> {
  const { scene, row } = await requireChangeable(context, callerId, ref, messageId);
  const changed = await changeMessage(context.db, row.conversationId, row.seq, {
    text: request.text,
    editedAt: context.clock.now(),
  });
  const [message] = await presentMessages(context, callerId, [changed]);
  deliver(context, scene, 'message.updated', message!);
  return message!;
}

/** `DELETE …/messages/{messageId}/` (its author): the message keeps its seq and loses its text ("Message deleted"). */
export async function deleteMessage(context: AppContext, callerId: string, ref: ConversationRef, messageId: string) {
  const { scene, row } = await requireChangeable(context, callerId, ref, messageId);
  const changed = await changeMessage(context.db, row.conversationId, row.seq, {
    text: null,
    deletedAt: context.clock.now(),
  });
  const [message] = await presentMessages(context, callerId, [changed]);
  deliver(context, scene, 'message.deleted', message!);
}

/** `GET messaging/unread/`: the caller's unread messages in chats and in community channels, and per conversation. */
export async function viewUnread(context: AppContext, memberId: string): Promise<UnreadSummary> {
  const channels = await findActiveChannelsOf(context.db, memberId, { unmutedOnly: true });
  const rows = await findUnread(
    context.db,
    memberId,
    channels.map((channel) => channel.channelId),
  );
  const sum = (community: boolean) =>
    rows.filter((row) => (row.kind === 'channel') === community).reduce((total, row) => total + row.unread, 0);
  return {
    direct: sum(false),
    community: sum(true),
    conversations: rows.map((row) => ({ conversation_id: row.conversationId, kind: row.kind, unread: row.unread })),
  };
}

/** Sends these members their new unread counts. */
export async function tellUnreadChanged(context: AppContext, memberIds: readonly string[]) {
  for (const memberId of memberIds) {
    context.realtime.toMembers([memberId], 'unread.changed', await viewUnread(context, memberId));
  }
}

/**
 * `POST messaging/{id}/read/` and `community-channels/{channelId}/read/`: the caller has read up to
 * `seq`; a lower seq than already read changes nothing. Their other devices are told.
 */
export async function readConversation(context: AppContext, callerId: string, ref: ConversationRef, seq: number) {
  const { conversation } = allow(await sceneOfRef(context, callerId, ref), 'read');
  const { readSeq, lastSeq } = await markRead(context.db, conversation.id, callerId, seq);
  await context.events.publish('conversation.read', {
    conversationId: conversation.id,
    memberId: callerId,
    seq: readSeq,
    isCaughtUp: readSeq >= lastSeq,
  });
  context.realtime.toMembers([callerId], 'conversation.read', { conversation_id: conversation.id, seq: readSeq });
  const summary = await viewUnread(context, callerId);
  context.realtime.toMembers([callerId], 'unread.changed', summary);
  return summary;
}

/** Puts a member's sockets in the rooms of the channels they are in, making each channel's conversation the first time. */
async function joinChannelRooms(context: AppContext, memberId: string, socket: MemberSocket) {
  const channels = await findActiveChannelsOf(context.db, memberId, { unmutedOnly: false });
  const conversationIds = await ensureChannelConversations(context.db, channels);
  socket.join([...conversationIds.values()].map(conversationRoom));
}

/**
 * Tells the others in a conversation that the member is typing: only where they may post, never
 * back to the typist. Anything else (a conversation they are not in, a malformed event) is dropped:
 * typing is volatile.
 */
async function relayTyping(context: AppContext, memberId: string, event: unknown) {
  const parsed = typingEvent.safeParse(event);
  if (!parsed.success) return;
  const conversationId = parsed.data.conversation_id;
  const scene = await sceneOf(context, memberId, conversationId).catch(() => null);
  if (!scene || chatRefusal('post', factsOf(scene.conversation), scene.caller)) return;
  const typing = { conversation_id: conversationId, user_id: memberId };
  if (scene.conversation.kind === 'channel') {
    context.realtime.toRoom(conversationRoom(conversationId), { exceptMemberId: memberId }, 'typing', typing);
  } else {
    context.realtime.toMembers(
      scene.memberIds.filter((id) => id !== memberId),
      'typing',
      typing,
    );
  }
}

/**
 * Keeps sockets in the rooms of their member's channels: joined when a socket connects and when the
 * member comes into a channel (who starts with nothing unread there), left at once when they leave
 * it or its community. Relays typing. Tells a member's devices their new unread counts when a
 * channel's mute or their place in it changes. Hands a deleted account's groups on.
 */
export function subscribeMessagingToEvents(context: AppContext) {
  context.realtime.onConnection(async (socket) => {
    socket.on('typing', (event) => relayTyping(context, socket.memberId, event));
    await joinChannelRooms(context, socket.memberId, socket);
  });
  context.events.subscribe('channel.membership_started', async ({ communityId, channelId, memberId }) => {
    const conversationId = (await ensureChannelConversations(context.db, [{ channelId, communityId }])).get(channelId)!;
    await markRead(context.db, conversationId, memberId, Number.MAX_SAFE_INTEGER);
    context.realtime.joinRoom([memberId], conversationRoom(conversationId));
  });
  context.events.subscribe('channel.membership_ended', async ({ channelId, memberId }) => {
    const conversation = await findChannelConversation(context.db, channelId);
    if (conversation) context.realtime.leaveRoom([memberId], conversationRoom(conversation.id));
    await tellUnreadChanged(context, [memberId]);
  });
  // A group outlives its creator's account: someone must still be able to edit or delete it.
  context.events.subscribe('member.deleting', ({ memberId }) => handOverGroupsOf(context.db, memberId));
  context.events.subscribe('channel.mute_changed', ({ memberId }) => tellUnreadChanged(context, [memberId]));
  context.events.subscribe('community.membership_ended', async ({ communityId, memberId }) => {
    for (const conversationId of await findCommunityConversationIds(context.db, communityId)) {
      context.realtime.leaveRoom([memberId], conversationRoom(conversationId));
    }
    await tellUnreadChanged(context, [memberId]);
  });
}
