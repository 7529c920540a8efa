import type { ErrorCode, MeetupAbilities, MeetupStatus } from '@here-and-there/contracts';

/** A meetup as its rules need it. */
export interface MeetupFacts {
  status: MeetupStatus;
  proposerId: string | null;
  inviteeId: string | null;
}

/** What a member may try with a meetup. */
export type MeetupAction = 'accept' | 'decline' | 'cancel';

/**
 * Why `callerId` may not `action` a meetup, or null when they may (issue 18 §3). Only its two
 * members know it exists. The invitee accepts or declines it while it is proposed, and accepts only
 * while the two may still message each other (`canReachPeer`); either member cancels it while it
 * is proposed or accepted.
 */
export function meetupRefusal(
  action: MeetupAction,
  meetup: MeetupFacts,
  callerId: string,
  canReachPeer: boolean,
): ErrorCode | null {
  if (callerId !== meetup.proposerId && callerId !== meetup.inviteeId) return 'meetup.not_found';
  if (action === 'cancel')
    return meetup.status === 'proposed' || meetup.status === 'accepted' ? null : 'meetup.already_answered';
  if (callerId !== meetup.inviteeId) return 'meetup.not_invitee';
  if (meetup.status !== 'proposed') return 'meetup.already_answered';
  return action === 'accept' && !canReachPeer ? 'chat.read_only' : null;
}

/** What the caller may do with a meetup, by `meetupRefusal` (DESIGN §6). */
export function meetupAbilities(meetup: MeetupFacts, callerId: string, canReachPeer: boolean): MeetupAbilities {
  const may = (action: MeetupAction) => meetupRefusal(action, meetup, callerId, canReachPeer) === null;
  return { accept: may('accept'), decline: may('decline'), cancel: may('cancel') };
}
