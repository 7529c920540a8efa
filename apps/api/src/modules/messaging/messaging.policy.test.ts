import type { ChatAbilities, ConversationKind, ErrorCode } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ChatAction,
  type ChatCaller,
  chatAbilities,
  chatPeerRefusal,
  chatRefusal,
  messageChangeRefusal,
} from './messaging.policy.ts';

const me = 'me';
const creatorOf = (kind: ConversationKind, isMine: boolean) => (kind === 'channel' ? null : isMine ? me : 'other');

/** The callers of the matrix: who they are to the conversation. */
const callers = {
  outsider: { memberId: me, isMember: false, canReachPeers: true },
  member: { memberId: me, isMember: true, canReachPeers: true },
  'member cut off': { memberId: me, isMember: true, canReachPeers: false },
} satisfies Record<string, ChatCaller>;
type CallerName = keyof typeof callers;

const actions: ChatAction[] = ['read', 'post', 'edit', 'delete', 'leave', 'archive', 'mute'];

/**
 * Expected refusal per kind, whether the caller created it, caller and action (null: allowed).
 * "Cut off" is a direct chat's member who no longer holds an active connection with the other
 * (removed, lapsed, blocked either way); other kinds ignore it.
 */
function expected(
  kind: ConversationKind,
  isCreator: boolean,
  caller: CallerName,
  action: ChatAction,
): ErrorCode | null {
  if (caller === 'outsider') return 'chat.not_found';
  const isGroupCreator = kind === 'group' && isCreator;
  switch (action) {
    case 'read':
      return null;
    case 'post':
      return kind === 'direct' && caller === 'member cut off' ? 'chat.read_only' : null;
    case 'edit':
    case 'delete':
      return isGroupCreator ? null : 'forbidden';
    case 'leave':
      return kind !== 'channel' && !isGroupCreator ? null : 'forbidden';
    case 'archive':
    case 'mute':
      return kind === 'channel' ? 'forbidden' : null;
  }
}

describe('chatRefusal and chatAbilities', () => {
  for (const kind of ['direct', 'group', 'channel'] as const) {
    for (const isCreator of kind === 'channel' ? [false] : [true, false]) {
      const chat = { kind, creatorId: creatorOf(kind, isCreator) };
      for (const [name, caller] of Object.entries(callers) as [CallerName, ChatCaller][]) {
        const who = `${name}${isCreator ? ' (creator)' : ''}`;
        for (const action of actions) {
          const refusal = expected(kind, isCreator, name, action);
          it(`${refusal ? `refuses (${refusal})` : 'allows'} ${action} in a ${kind} chat to a ${who}`, () => {
            expect(chatRefusal(action, chat, caller)).toBe(refusal);
          });
        }
        it(`gives a ${who} of a ${kind} chat the abilities its refusals allow`, () => {
          const abilities = chatAbilities(chat, caller);
          const allowed = (action: keyof ChatAbilities) => expected(kind, isCreator, name, action) === null;
          expect(abilities).toEqual({
            post: allowed('post'),
            edit: allowed('edit'),
            delete: allowed('delete'),
            leave: allowed('leave'),
            archive: allowed('archive'),
          });
        });
      }
    }
  }
});

describe('messageChangeRefusal', () => {
  const direct = { kind: 'direct' as const, creatorId: 'other' };
  const mine = { authorId: me, isDeleted: false, isCard: false };

  it('lets an author change their own message', () => {
    expect(messageChangeRefusal(direct, callers.member, mine)).toBeNull();
  });

  it("refuses someone else's message to a member", () => {
    expect(messageChangeRefusal(direct, callers.member, { authorId: 'other', isDeleted: false, isCard: false })).toBe(
      'message.not_author',
    );
  });

  it('refuses an anonymous message (its author deleted their account) to everyone', () => {
    expect(messageChangeRefusal(direct, callers.member, { authorId: null, isDeleted: false, isCard: false })).toBe(
      'message.not_author',
    );
  });

  it('treats a deleted message as gone', () => {
    expect(messageChangeRefusal(direct, callers.member, { ...mine, isDeleted: true })).toBe('message.not_found');
  });

  it('keeps a read-only direct chat closed to edits of its own messages', () => {
    expect(messageChangeRefusal(direct, callers['member cut off'], mine)).toBe('chat.read_only');
  });

  it("refuses a meetup's card to its author: it changes with its meetup", () => {
    expect(messageChangeRefusal(direct, callers.member, { ...mine, isCard: true })).toBe('forbidden');
  });

  it('tells an outsider the chat does not exist before anything about its messages', () => {
    expect(messageChangeRefusal(direct, callers.outsider, mine)).toBe('chat.not_found');
  });
});

describe('chatPeerRefusal', () => {
  it('refuses a chat with oneself', () => {
    expect(chatPeerRefusal(me, me, true)).toBe('chat.with_self');
  });

  it('refuses a member without an active general or close connection', () => {
    expect(chatPeerRefusal(me, 'other', false)).toBe('chat.needs_connection');
  });

  it('allows an active connection', () => {
    expect(chatPeerRefusal(me, 'other', true)).toBeNull();
  });
});
