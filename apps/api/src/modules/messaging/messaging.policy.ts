import type { ChatAbilities, ConversationKind, ErrorCode } from '@here-and-there/contracts';

/** A conversation as its rules need it. */
export interface ChatFacts {
  kind: ConversationKind;
  creatorId: string | null;
}

/**
 * Who is asking about a conversation. `isMember`: in the chat (a channel's: an active member of
 * the channel). `canReachPeers`: for a direct chat, the other member and the caller still hold an
 * active general or close connection with no block either way; other kinds ignore it.
 */
export interface ChatCaller {
  memberId: string;
  isMember: boolean;
  canReachPeers: boolean;
}

/** What a caller may try in a conversation. */
export type ChatAction = 'read' | 'post' | 'edit' | 'delete' | 'leave' | 'archive' | 'mute';

const isChat = (chat: ChatFacts) => chat.kind !== 'channel';
const isGroupCreator = (chat: ChatFacts, caller: ChatCaller) =>
  chat.kind === 'group' && chat.creatorId === caller.memberId;

/**
 * Why the caller may not do `action` in a conversation, or null when they may (DESIGN §5
 * "Messaging"). Only members read, post and mark read; anyone else is told it does not exist.
 * A direct chat whose two members no longer hold an active general or close connection (removed,
 * lapsed or blocked either way) stays readable but takes no new message, for both at once.
 * A group's creator renames it and changes its members, and deleting it deletes it for everyone;
 * any other member of a direct or group chat leaves it instead. Members archive and mute a direct
 * or group chat; a channel's conversation is joined, left and muted through its channel.
 */
export function chatRefusal(action: ChatAction, chat: ChatFacts, caller: ChatCaller): ErrorCode | null {
  if (!caller.isMember) return 'chat.not_found';
  switch (action) {
    case 'read':
      return null;
    case 'post':
      return chat.kind === 'direct' && !caller.canReachPeers ? 'chat.read_only' : null;
    case 'edit':
    case 'delete':
      return isGroupCreator(chat, caller) ? null : 'forbidden';
    case 'leave':
      return isChat(chat) && !isGroupCreator(chat, caller) ? null : 'forbidden';
    case 'archive':
    case 'mute':
      return isChat(chat) ? null : 'forbidden';
  }
}

/** What the caller may do in a conversation, by `chatRefusal` (DESIGN §6). */
export function chatAbilities(chat: ChatFacts, caller: ChatCaller): ChatAbilities {
  const may = (action: ChatAction) => chatRefusal(action, chat, caller) === null;
  return {
    post: may('post'),
    edit: may('edit'),
    delete: may('delete'),
    leave: may('leave'),
    archive: may('archive'),
  };
}

/** A message as its rules need it. */
export interface MessageFacts {
  authorId: string | null;
  isDeleted: boolean;
  /** A meetup's card, which changes only through its meetup. */
  isCard: boolean;
}

/**
 * Why the caller may not edit or delete a message, or null: only its author, while they may post
 * in the conversation; a deleted message is gone for editing and deleting alike; a meetup's card
 * is neither edited nor deleted.
 */
export function messageChangeRefusal(chat: ChatFacts, caller: ChatCaller, message: MessageFacts): ErrorCode | null {
  const refusal = chatRefusal('post', chat, caller);
  if (refusal) return refusal;
  if (message.isDeleted) return 'message.not_found';
  if (message.isCard) return 'forbidden';
  return message.authorId === caller.memberId ? null : 'message.not_author';
}

/**
 * Why the caller may not start a chat with, or add to a group, a member they hold as `connected`
 * (an active general or close connection both ways, no block): messaging needs one (SPEC §4).
 */
export function chatPeerRefusal(callerId: string, peerId: string, isConnected: boolean): ErrorCode | null {
  if (peerId === callerId) return 'chat.with_self';
  return isConnected ? null : 'chat.needs_connection';
}
