// The chat benchmark's world, the same for the app (written into PostgreSQL) and for the bare
// Socket.IO baseline (held in memory): members paired into direct chats, each pair connected, and
// communities of `channelSize` members, each with its main channel that all of them are in.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/platform/db.ts';

export interface ChatWorldSize {
  members: number;
  channelSize: number;
}

/** A conversation of the world: who is in it, by member index. */
export interface WorldConversation {
  kind: 'direct' | 'channel';
  /** The pair's index for a direct chat, the community's for a channel. */
  index: number;
  members: number[];
}

/** A member's bearer token: a session the world writes straight into the session table. */
export const tokenOf = (member: number) => `chat-session-${member}`;
export const memberOfToken = (token: string) =>
  token.startsWith('chat-session-') ? Number(token.slice('chat-session-'.length)) : Number.NaN;

/** Every conversation of the world: first the direct chats (members 2k and 2k + 1), then the channels. */
export function worldConversations({ members, channelSize }: ChatWorldSize): WorldConversation[] {
  const conversations: WorldConversation[] = [];
  for (let pair = 0; pair < Math.floor(members / 2); pair++) {
    conversations.push({ kind: 'direct', index: pair, members: [2 * pair, 2 * pair + 1] });
  }
  for (let community = 0; community * channelSize < members; community++) {
    const first = community * channelSize;
    const size = Math.min(channelSize, members - first);
    conversations.push({
      kind: 'channel',
      index: community,
      members: Array.from({ length: size }, (_, k) => first + k),
    });
  }
  return conversations;
}

/** A stable id for a name, shaped as a version 4 UUID (the API's schemas check the version and variant). */
const idOf = (name: unknown) => sql`chat_uuid(${name})`;
const memberId = (index: unknown) => idOf(sql`'chat-member' || ${index}`);

/** Writes the world: members with a session each, every pair connected, the communities with their main channels. */
export async function writeChatWorld(db: Database, { members, channelSize }: ChatWorldSize) {
  const last = members - 1;
  const lastPair = Math.floor(members / 2) - 1;
  const lastCommunity = Math.ceil(members / channelSize) - 1;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create function chat_uuid(name text) returns uuid language sql immutable as
        $$ select (substr(md5(name), 1, 12) || '4' || substr(md5(name), 14, 3) || '8' || substr(md5(name), 18))::uuid $$`);
    await tx.execute(sql`
      insert into auth_users (id, name, email, email_verified)
      select ${memberId(sql`i`)}, 'Member ' || i, 'chat' || i || '@bench.invalid', true
      from generate_series(0, ${last}) i`);
    await tx.execute(sql`
      insert into members (id, first_name, last_name, user_type, onboarded)
      select ${memberId(sql`i`)}, 'Member', i::text, 'pro', true from generate_series(0, ${last}) i`);
    await tx.execute(sql`
      insert into auth_sessions (id, token, user_id, expires_at)
      select chat_uuid('chat-session' || i), 'chat-session-' || i, ${memberId(sql`i`)}, now() + interval '1 day'
      from generate_series(0, ${last}) i`);
    await tx.execute(sql`
      insert into connections (member_id, other_id, connection_id, level, other_level, status)
      select ${memberId(sql`2 * k + s`)}, ${memberId(sql`2 * k + 1 - s`)}, chat_uuid('chat-connection' || k),
        'general', 'general', 'active'
      from generate_series(0, ${lastPair}) k, generate_series(0, 1) s`);
    await tx.execute(sql`
      insert into communities (id, handle, name, description, owner_id, members_count)
      select chat_uuid('chat-community' || c), 'chat_' || c, 'Chat ' || c, 'A community of the chat benchmark',
        ${memberId(sql`c * ${channelSize}`)}, least(${channelSize}, ${members} - c * ${channelSize})
      from generate_series(0, ${lastCommunity}) c`);
    await tx.execute(sql`
      insert into community_members (community_id, member_id, role, status)
      select chat_uuid('chat-community' || (i / ${channelSize})), ${memberId(sql`i`)},
        (case when i % ${channelSize} = 0 then 'admin' else 'member' end)::community_role, 'active'
      from generate_series(0, ${last}) i`);
    await tx.execute(sql`
      insert into channels (id, community_id, name, is_main)
      select chat_uuid('chat-channel' || c), chat_uuid('chat-community' || c), 'general', true
      from generate_series(0, ${lastCommunity}) c`);
    await tx.execute(sql`
      insert into channel_members (channel_id, member_id, status)
      select chat_uuid('chat-channel' || (i / ${channelSize})), ${memberId(sql`i`)}, 'active'
      from generate_series(0, ${last}) i`);
  });
  await db.execute(sql`analyze`);
  const ids = await db.execute<{ member: string; channel: string }>(sql`
    select ${memberId(sql`i`)} as member, chat_uuid('chat-channel' || (i / ${channelSize})) as channel
    from generate_series(0, ${last}) i order by i`);
  const channelIds: string[] = [];
  for (const [i, row] of ids.rows.entries()) if (i % channelSize === 0) channelIds.push(row.channel);
  return { memberIds: ids.rows.map((row) => row.member), channelIds };
}
