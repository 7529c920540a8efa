import { z } from 'zod';
import { formBoolean } from './communities.ts';
import { limits, messagingLimits } from './constants.ts';
import { isoMoment } from './dates.ts';
import { messages } from './messages.ts';
import { page } from './pagination.ts';
import { chosenPlace, location } from './places.ts';
import { text } from './text.ts';
import { user } from './users.ts';

/**
 * A conversation's kind: a direct chat between two members, a group chat, or a community
 * channel's conversation (DESIGN §5 "Messaging").
 */
export const conversationKinds = ['direct', 'group', 'channel'] as const;
export type ConversationKind = (typeof conversationKinds)[number];

/** Who wrote a message, as little as a message row shows; null once the author deleted their account. */
export const messageAuthor = user.pick({
  id: true,
  first_name: true,
  last_name: true,
  display_name: true,
  profile_picture: true,
});
export type MessageAuthor = z.infer<typeof messageAuthor>;

/** Where a meetup stands: proposed until the invitee accepts or declines it; either member may cancel it. */
export const meetupStatuses = ['proposed', 'accepted', 'declined', 'cancelled'] as const;
export type MeetupStatus = (typeof meetupStatuses)[number];

/** What the caller may do with a meetup (DESIGN §6): the invitee answers while it is proposed; either cancels until it is declined. */
export const meetupAbilities = z.object({
  accept: z.boolean(),
  decline: z.boolean(),
  cancel: z.boolean(),
});
export type MeetupAbilities = z.infer<typeof meetupAbilities>;

/**
 * A meetup proposed from a crossing (issue 18 §3): at the crossing's place, on a day both members
 * are there. It travels in its direct chat as the card message `message_id`. `proposer` and
 * `invitee` are null once that member's account is gone.
 */
export const meetup = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  message_id: z.uuid(),
  proposer: z.uuid().nullable(),
  invitee: z.uuid().nullable(),
  location,
  venue: z.string().nullable(),
  starts_at: z.iso.datetime(),
  status: z.enum(meetupStatuses),
  answered_at: z.iso.datetime().nullable(),
  cancelled_by: z.uuid().nullable(),
  created_at: z.iso.datetime(),
  abilities: meetupAbilities,
});
export type Meetup = z.infer<typeof meetup>;

/**
 * One message of a conversation's log. `seq` numbers a conversation's messages 1, 2, 3… without a
 * gap, in commit order: a client that has seq n asks for what comes `after` n and misses nothing.
 * A deleted message keeps its seq with `text` null ("Message deleted"). `client_msg_id` is the
 * sending device's own key for the send (a random UUID), so it matches the message to its pending copy.
 */
export const chatMessage = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  seq: z.number().int().min(1),
  author: messageAuthor.nullable(),
  text: z.string().nullable(),
  client_msg_id: z.string().nullable(),
  edited_at: z.iso.datetime().nullable(),
  deleted_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  /** The meetup this message is the card of (its `text` is null), as the viewer may act on it; null for a written message. */
  meetup: meetup.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** What the caller may do in a conversation, by the rules the server enforces (DESIGN §6). */
export const chatAbilities = z.object({
  /** Write, edit and delete one's own messages: false once a block or a lapsed connection makes a direct chat read-only. */
  post: z.boolean(),
  /** Rename a group and change its members. */
  edit: z.boolean(),
  /** Delete the chat for everyone (its creator); others leave it. */
  delete: z.boolean(),
  leave: z.boolean(),
  archive: z.boolean(),
});
export type ChatAbilities = z.infer<typeof chatAbilities>;

/**
 * A chat as its member sees it (SPEC §3 "Chat": id, users, last message date). `users` are the
 * other members, each as the caller may see them; `unread` is `last_seq − last_read_seq`.
 * A channel's conversation names its `community` and `channel`.
 */
export const chat = z.object({
  id: z.uuid(),
  kind: z.enum(conversationKinds),
  /** A group's name; null for a direct chat and an unnamed group (the app lists its members). */
  name: z.string().nullable(),
  community: z.uuid().nullable(),
  channel: z.uuid().nullable(),
  /** Who started it; null for a channel's conversation and once the creator's account is gone. */
  creator: z.uuid().nullable(),
  users: z.array(user),
  last_message: chatMessage.nullable(),
  last_message_at: z.iso.datetime().nullable(),
  last_seq: z.number().int(),
  last_read_seq: z.number().int(),
  unread: z.number().int(),
  muted: z.boolean(),
  archived: z.boolean(),
  abilities: chatAbilities,
  created_at: z.iso.datetime(),
});
export type Chat = z.infer<typeof chat>;

export const chatPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(chat),
});
export type ChatPage = z.infer<typeof chatPage>;

/** `GET messaging/`: the caller's chats, the latest message first; archived ones only when asked. */
export const chatsQuery = z.object({
  archived: formBoolean.default(false),
  limit: z.coerce.number().int().min(1).max(limits.chatsPrefetch).default(limits.chatsPrefetch),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ChatsQuery = z.input<typeof chatsQuery>;

const memberIds = z
  .array(z.uuid(), { error: messages.required })
  .min(1, messages.atLeastOneMember)
  .max(messagingLimits.groupMembersMax, messages.tooManyMembers);

const groupName = text({ error: messages.required })
  .trim()
  .max(messagingLimits.groupNameMaxLength, messages.maxLength(messagingLimits.groupNameMaxLength));

/**
 * `POST messaging/`: a chat with these members (besides the caller). One member makes a direct
 * chat, found again rather than made twice; more make a group, which may be named.
 */
export const createChatRequest = z.object({ users: memberIds, name: groupName.nullable().optional() });
export type CreateChatRequest = z.input<typeof createChatRequest>;

/** `PUT messaging/{id}/` (groups): only what is sent changes; `users` is the whole new list besides the caller. */
export const updateChatRequest = z.object({ name: groupName.nullable(), users: memberIds }).partial();
export type UpdateChatRequest = z.input<typeof updateChatRequest>;

const seq = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * `GET …/messages/`: without `after`, the newest first (before `before` when given); with
 * `after`, what follows that seq in ascending order — how a client catches up after a reconnect.
 */
export const messagesQuery = z.object({
  before: seq.optional(),
  after: seq.optional(),
  limit: z.coerce.number().int().min(1).max(messagingLimits.messagesPageMax).default(messagingLimits.messagesPage),
});
export type MessagesQuery = z.input<typeof messagesQuery>;

/** A page of messages; `next` continues in the same direction, null at the end. `count` is the conversation's last seq. */
export const messagePage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(chatMessage),
});
export type MessagePage = z.infer<typeof messagePage>;

const messageText = text({ multiline: true, error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(messagingLimits.textMaxLength, messages.maxLength(messagingLimits.textMaxLength));

/** `POST …/messages/`: `client_msg_id` is the sender's key for this send; a retry with it is stored once. */
export const sendMessageRequest = z.object({
  text: messageText,
  client_msg_id: text().trim().min(1).max(messagingLimits.clientMessageIdMaxLength),
});
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

/** `PUT …/messages/{messageId}/` (the author only). */
export const editMessageRequest = z.object({ text: messageText });
export type EditMessageRequest = z.input<typeof editMessageRequest>;

/** `POST messaging/{id}/read/`: everything up to `seq` is read; a lower seq than already read changes nothing. */
export const readRequest = z.object({ seq });
export type ReadRequest = z.input<typeof readRequest>;

/**
 * `GET messaging/unread/`: unread messages in direct and group chats (`direct`) and in community
 * channels (`community`), and per conversation with any; muted conversations and archived chats
 * don't count.
 */
export const unreadSummary = z.object({
  direct: z.number().int(),
  community: z.number().int(),
  conversations: z.array(
    z.object({ conversation_id: z.uuid(), kind: z.enum(conversationKinds), unread: z.number().int() }),
  ),
});
export type UnreadSummary = z.infer<typeof unreadSummary>;

/**
 * `POST meetups/`: proposes a meetup to `user` at `location` (the crossing's place), optionally at a
 * venue, at `starts_at`: a moment to come on a day both are there.
 */
export const proposeMeetupRequest = z.object({
  user: z.uuid({ error: messages.required }),
  location: chosenPlace,
  venue: text()
    .trim()
    .max(messagingLimits.meetupVenueMaxLength, messages.maxLength(messagingLimits.meetupVenueMaxLength))
    .nullable()
    .optional(),
  starts_at: isoMoment,
});
export type ProposeMeetupRequest = z.input<typeof proposeMeetupRequest>;

/** A meetup with the other member, as the caller may see them: the dashboard's list. */
export const meetupWithMember = meetup.extend({ with: messageAuthor.nullable() });
export type MeetupWithMember = z.infer<typeof meetupWithMember>;

/** `GET meetups/`: the caller's meetups, newest first; `upcoming` only those accepted and still to come, soonest first. */
export const meetupsQuery = z.object({
  upcoming: formBoolean.default(false),
  limit: z.coerce.number().int().min(1).max(limits.chatsPrefetch).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type MeetupsQuery = z.input<typeof meetupsQuery>;

export const meetupPage = page(meetupWithMember);
export type MeetupPage = z.infer<typeof meetupPage>;

// Declared with the constants, so a client that opens the socket downloads no schema with it.
export { socketPath } from './constants.ts';

/** A message event on the socket: the message as of the change, with its conversation and seq. */
export interface MessageEvent {
  conversation_id: string;
  seq: number;
  message: ChatMessage;
}

/**
 * What the server sends on the socket. It only ever tells of what has committed; the message log
 * over HTTP stays the truth a client resumes from.
 */
export interface ServerToClientEvents {
  'message.created': (event: MessageEvent) => void;
  'message.updated': (event: MessageEvent) => void;
  'message.deleted': (event: MessageEvent) => void;
  /** The member read up to `seq` on another device. */
  'conversation.read': (event: { conversation_id: string; seq: number }) => void;
  /** The member's unread counts changed other than by a new message (a read, a mute, an archive, a leave). */
  'unread.changed': (summary: UnreadSummary) => void;
  /** A chat the member is in was created, renamed, changed or ended: refetch it. */
  'chat.changed': (event: { conversation_id: string }) => void;
  'notification.created': (event: { id: string }) => void;
  /** A notification of the member's changed without them (marked read once answered): refetch. */
  'notification.changed': (event: { id: string }) => void;
  /** Someone is typing in a conversation the member is in (volatile: never replayed). */
  typing: (event: { conversation_id: string; user_id: string }) => void;
}

/** What a client sends on the socket; everything else goes over HTTP. */
export interface ClientToServerEvents {
  typing: (event: { conversation_id: string }) => void;
}
