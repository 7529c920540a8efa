import type { ConversationKind } from '@here-and-there/contracts';

// What the messaging module tells other modules (see platform/events.ts).
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** `authorId` sent message `seq` of a conversation (a channel's names its channel and community). */
    'message.sent': {
      conversationId: string;
      kind: ConversationKind;
      channelId: string | null;
      communityId: string | null;
      authorId: string;
      seq: number;
    };
    /** `memberId` read a conversation up to `seq`; `isCaughtUp` when nothing in it is unread for them now. */
    'conversation.read': { conversationId: string; memberId: string; seq: number; isCaughtUp: boolean };
  }
}
