import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationTopic, notificationTopics, type UnsubscribeScope } from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { apiPrefix } from '../../platform/http.ts';
import { turnOffTopicChannel } from '../users/index.ts';

/**
 * An unsubscribe link's token: `<member id>.<topics, joined by ->.email.<signature>`. The signature
 * is an HMAC of the rest under a key derived from the server's secret for this purpose alone, so
 * no other signed value of the app (a session, a sign-in code) is ever a valid token, nor this one
 * anything else; a changed member, topic or channel no longer matches it. It never expires: an
 * old email's link still only stops what it says.
 */
const tokenPurpose = 'here-and-there:unsubscribe:v1';

const keyOf = (secret: string) => createHmac('sha256', secret).update(tokenPurpose).digest();
const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** The one thing a member's email can stop: these topics by email. */
export interface UnsubscribeTarget {
  memberId: string;
  topics: readonly NotificationTopic[];
}

export function unsubscribeToken(secret: string, target: UnsubscribeTarget) {
  const payload = `${target.memberId}.${target.topics.join('-')}.email`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

const memberId = z.uuid();
const isTopic = (value: string): value is NotificationTopic => notificationTopics.some((topic) => topic === value);

/** What a token stops, when this server signed it; a bad token is the link's clear 400. */
function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget {
  const invalid = new DomainError('unsubscribe.link_invalid');
  const parts = token.split('.');
  if (parts.length !== 4) throw invalid;
  const [id, topicList, channel, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(signatureOf(secret, `${id}.${topicList}.${channel}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  // Signed by this server, so well formed; checked still, should a future format share the key.
  const topics = topicList.split('-');
  if (channel !== 'email' || !memberId.safeParse(id).success || !topics.every(isTopic)) throw invalid;
  return { memberId: id, topics };
}

/** The link an email's `List-Unsubscribe` header carries: one POST to it unsubscribes (RFC 8058). */
export const oneClickUnsubscribeLink = (context: AppContext, target: UnsubscribeTarget) =>
  `${context.config.publicUrl}${apiPrefix}/notifications/unsubscribe/?token=${unsubscribeToken(context.config.authSecret, target)}`;

/** The web page an email's footer links to: it says what it stops and has one button. */
export const unsubscribePageLink = (context: AppContext, target: UnsubscribeTarget) =>
  `${context.config.publicUrl}/unsubscribe?token=${unsubscribeToken(context.config.authSecret, target)}`;

/** The headers of a member's email: one-click unsubscribe from its topics (RFC 2369, RFC 8058). */
export const unsubscribeHeaders = (context: AppContext, target: UnsubscribeTarget) => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeLink(context, target)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** `GET /notifications/unsubscribe/`: what the link stops, for the page to say before its button. */
export function describeUnsubscribe(context: AppContext, token: string): UnsubscribeScope {
  const { topics } = readUnsubscribeToken(context.config.authSecret, token);
  return { topics: [...topics], channel: 'email' };
}

/**
 * `POST /notifications/unsubscribe/`: the emails of the token's topics stop for its member, and
 * nothing else changes. Without a session: the token is the whole authority, and it can do only
 * this, any number of times.
 */
export async function unsubscribe(context: AppContext, token: string | undefined): Promise<UnsubscribeScope> {
  if (!token) throw new DomainError('unsubscribe.link_invalid');
  const target = readUnsubscribeToken(context.config.authSecret, token);
  await turnOffTopicChannel(context, target.memberId, target.topics, 'email');
  return { topics: [...target.topics], channel: 'email' };
}
