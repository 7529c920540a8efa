import { randomUUID } from 'node:crypto';
import type { Chat, ChatMessage } from '@here-and-there/contracts';
import { expectOk } from './community-factories.ts';
import { connectMembers } from './factories.ts';
import type { TestApp } from './test-app.ts';

type Caller = { id: string; token: string };

/** Two members who may message each other: an active connection, each holding the other at general. */
export const befriend = (t: TestApp, a: { id: string }, b: { id: string }) =>
  connectMembers(t, a, b, { aHoldsB: 'general', bHoldsA: 'general', active: true });

/** A chat started through `POST messaging/` by `creator` with `others` (one: direct; more: a group), befriending them first. */
export async function startChat(t: TestApp, creator: Caller, others: readonly Caller[], name?: string) {
  for (const other of others) await befriend(t, creator, other);
  return expectOk<Chat>(t, creator, 'POST', '/messaging/', { users: others.map((other) => other.id), name });
}

/** A message sent through `POST …/messages/` to a chat (`messaging/{id}`) or a channel (`community-channels/{id}`). */
export function sendText(t: TestApp, author: Caller, base: string, text = `hello ${randomUUID().slice(0, 4)}`) {
  return expectOk<ChatMessage>(t, author, 'POST', `${base}/messages/`, { text, client_msg_id: randomUUID() });
}
