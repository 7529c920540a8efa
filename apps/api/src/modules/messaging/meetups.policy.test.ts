import { type ErrorCode, type MeetupStatus, meetupStatuses } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import { type MeetupAction, meetupAbilities, meetupRefusal } from './meetups.policy.ts';

const meetupOf = (status: MeetupStatus) => ({ status, proposerId: 'proposer', inviteeId: 'invitee' });
const callers = ['proposer', 'invitee', 'stranger'] as const;
const actions: MeetupAction[] = ['accept', 'decline', 'cancel'];

/** Expected refusal per status, caller, action and whether the two may still message each other. */
function expected(
  status: MeetupStatus,
  caller: (typeof callers)[number],
  action: MeetupAction,
  canReachPeer: boolean,
): ErrorCode | null {
  if (caller === 'stranger') return 'meetup.not_found';
  if (action === 'cancel') return ['proposed', 'accepted'].includes(status) ? null : 'meetup.already_answered';
  if (caller === 'proposer') return 'meetup.not_invitee';
  if (status !== 'proposed') return 'meetup.already_answered';
  return action === 'accept' && !canReachPeer ? 'chat.read_only' : null;
}

describe('meetup rules', () => {
  for (const status of meetupStatuses) {
    for (const caller of callers) {
      for (const canReachPeer of [true, false]) {
        it(`${caller} of a ${status} meetup${canReachPeer ? '' : ' cut off'}`, () => {
          for (const action of actions) {
            expect(meetupRefusal(action, meetupOf(status), caller, canReachPeer), action).toBe(
              expected(status, caller, action, canReachPeer),
            );
          }
          const abilities = meetupAbilities(meetupOf(status), caller, canReachPeer);
          for (const action of actions) {
            expect(abilities[action], action).toBe(expected(status, caller, action, canReachPeer) === null);
          }
        });
      }
    }
  }

  it('lets the invitee accept a proposed meetup and the proposer only cancel it', () => {
    expect(meetupAbilities(meetupOf('proposed'), 'invitee', true)).toEqual({
      accept: true,
      decline: true,
      cancel: true,
    });
    expect(meetupAbilities(meetupOf('proposed'), 'proposer', true)).toEqual({
      accept: false,
      decline: false,
      cancel: true,
    });
  });
});
