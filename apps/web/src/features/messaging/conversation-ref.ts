/**
 * Where a conversation's log lives over HTTP: a direct or group chat under `messaging/{id}`, a
 * community channel's under `community-channels/{channelId}` (issue 18 §2). The path is also the
 * conversation's key on this device, known before its conversation id is (a channel's is learnt
 * from its messages).
 */
export type ConversationRef = { kind: 'chat'; chatId: string } | { kind: 'channel'; channelId: string };

export const conversationPath = (ref: ConversationRef) =>
  ref.kind === 'chat' ? `/messaging/${ref.chatId}` : `/community-channels/${ref.channelId}`;
