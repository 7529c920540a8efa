import type { ConversationKind } from '@here-and-there/contracts';

// What the messaging module tells other modules (see platform/events.ts).
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /**
     * `authorId` sent message `seq` of a conversation (a channel's names its channel and community).
     * Published inside the sending transaction, so what follows from it (the notifications of its
     * recipients) commits with the message or not at all.
     */
    'message.sent': {
      conversationId: string;
      kind: ConversationKind;
      channelId: string | null;
      communityId: string | null;
      authorId: string;
      seq: number;
    };
  }
}
