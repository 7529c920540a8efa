import type { MeetupWithMember, meetupsQuery, proposeMeetupRequest } from '@here-and-there/contracts';
import { messages as validation } from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError, fieldError } from '../../platform/errors.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { crossOn } from '../crossings/index.ts';
import { findLocation } from '../locations/index.ts';
import { viewMembers } from '../users/index.ts';
import { otherOf, presentMeetups } from './meetup-cards.ts';
import { type MeetupAction, meetupRefusal } from './meetups.policy.ts';
import {
  changeMeetupStatus,
  findAcceptedMeetupsOf,
  findMeetup,
  findMeetupsOf,
  insertMeetup,
} from './meetups.repository.ts';
import type { MeetupRow } from './meetups.table.ts';
import { findConversation, findMessage } from './messaging.repository.ts';
import {
  appendMessage,
  authorOf,
  deliverCard,
  messageSent,
  openDirectChat,
  presentMessages,
  requireConnected,
  sceneOfChat,
} from './messaging.service.ts';

/** The day a moment falls on at a place (`YYYY-MM-DD`, in its time zone): the day of a meetup there. */
const dayAt = (moment: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(moment);

/**
 * `POST meetups/`: proposes a meetup to a member the caller may message, at a place where and on a
 * day when the two cross, at a moment to come. It travels as a card in their direct chat (found or
 * made), delivered and notified like any message. Answers the card.
 */
export async function proposeMeetup(
  context: AppContext,
  callerId: string,
  request: z.output<typeof proposeMeetupRequest>,
) {
  await requireConnected(context, callerId, [request.user]);
  const place = await findLocation(context.db, request.location);
  if (!place) throw fieldError({ location: [validation.unknownPlace] });
  const startsAt = new Date(request.starts_at);
  const now = context.clock.now();
  if (startsAt <= now) throw fieldError({ starts_at: [validation.pastDate] });
  if (!(await crossOn(context, callerId, request.user, place.id, dayAt(startsAt, place.time_zone)))) {
    throw fieldError({ starts_at: [validation.meetupNotAtCrossing] });
  }
  const { conversation } = await openDirectChat(context, callerId, request.user);
  const scene = await sceneOfChat(context, callerId, conversation);
  const card = await context.db.transaction(async (tx) => {
    const row = (await appendMessage(tx, scene, {
      authorId: callerId,
      text: null,
      clientMsgId: null,
      createdAt: now,
    }))!;
    await insertMeetup(tx, {
      conversationId: conversation.id,
      messageId: row.id,
      messageSeq: row.seq,
      proposerId: callerId,
      inviteeId: request.user,
      placeId: place.id,
      venue: request.venue || null,
      startsAt,
      createdAt: now,
      updatedAt: now,
    });
    await context.events.publishInTransaction(tx, 'message.sent', messageSent(scene, row));
    return row;
  });
  await deliverCard(context, scene, 'message.created', card);
  await context.events.publish('message.sent', messageSent(scene, card));
  const [message] = await presentMessages(context, callerId, [card]);
  return message!;
}

const transitions: Record<MeetupAction, { from: MeetupRow['status'][]; to: MeetupRow['status'] }> = {
  accept: { from: ['proposed'], to: 'accepted' },
  decline: { from: ['proposed'], to: 'declined' },
  cancel: { from: ['proposed', 'accepted'], to: 'cancelled' },
};

/**
 * `POST meetups/{id}/accept/`, `/decline/` (the invitee, while proposed) and `/cancel/` (either,
 * while proposed or accepted): changes the meetup, updates its card on both sides and notifies the
 * other member as a message would. Answers the card.
 */
export async function answerMeetup(context: AppContext, callerId: string, meetupId: string, action: MeetupAction) {
  const meetup = await findMeetup(context.db, meetupId);
  if (!meetup) throw new DomainError('meetup.not_found');
  const conversation = await findConversation(context.db, meetup.conversationId);
  if (!conversation) throw new DomainError('meetup.not_found');
  const scene = await sceneOfChat(context, callerId, conversation);
  const refusal = meetupRefusal(action, meetup, callerId, scene.caller.canReachPeers);
  if (refusal) throw new DomainError(refusal);
  const now = context.clock.now();
  const { from, to } = transitions[action];
  const card = (await findMessage(context.db, conversation.id, meetup.messageId))!;
  // The other member is told as of a message the caller sent, from a job written with the change.
  const answered = { ...messageSent(scene, card), authorId: callerId };
  await context.db.transaction(async (tx) => {
    const changed = await changeMeetupStatus(
      tx,
      meetupId,
      from,
      action === 'cancel' ? { status: to, cancelledBy: callerId } : { status: to, answeredAt: now },
      now,
    );
    if (!changed) throw new DomainError('meetup.already_answered');
    await context.events.publishInTransaction(tx, 'message.sent', answered);
  });
  await deliverCard(context, scene, 'message.updated', card);
  await context.events.publish('message.sent', answered);
  const [message] = await presentMessages(context, callerId, [card]);
  return message!;
}

/** Meetups as the caller sees them, each with the other member (null once their account is gone). */
async function withMembers(context: AppContext, callerId: string, rows: readonly MeetupRow[]) {
  const others = rows.flatMap((row) => otherOf(row, callerId) ?? []);
  const [meetups, users] = await Promise.all([
    presentMeetups(context, callerId, rows),
    viewMembers(context, callerId, others),
  ]);
  return rows.flatMap((row): MeetupWithMember[] => {
    const meetup = meetups.get(row.id);
    const other = otherOf(row, callerId);
    return meetup ? [{ ...meetup, with: other ? authorOf(users.get(other)) : null }] : [];
  });
}

/** `GET meetups/`: the caller's meetups, each with the other member; `upcoming`: accepted ones to come, soonest first. */
export async function listMeetups(
  context: AppContext,
  callerId: string,
  query: z.output<typeof meetupsQuery>,
): Promise<ListSlice<MeetupWithMember>> {
  const { count, results } = await findMeetupsOf(context.db, callerId, { ...query, now: context.clock.now() });
  return { count, results: await withMembers(context, callerId, results) };
}

/** A member's accepted meetups, each with the other member, for their calendar feed. */
export async function findCalendarMeetups(context: AppContext, memberId: string) {
  return withMembers(context, memberId, await findAcceptedMeetupsOf(context.db, memberId));
}
