// What the communities module tells other modules (see platform/events.ts): notifications tell
// the people concerned. Each is published once the change has committed, but for the two marked
// as published inside the transaction that makes the change.
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** `memberId` asked to join the private community `communityId`; `membershipId` awaits an admin. */
    'community.join_requested': { communityId: string; membershipId: string; memberId: string };
    /** `adminId` let `memberId` in. */
    'community.join_approved': { communityId: string; membershipId: string; memberId: string; adminId: string };
    /** `adminId` invited `memberId`, who accepts by joining. */
    'community.invited': { communityId: string; membershipId: string; memberId: string; adminId: string };
    /** `adminId` made `memberId` an admin. */
    'community.promoted': { communityId: string; membershipId: string; memberId: string; adminId: string };
    /**
     * A membership is gone, whatever its status: the member left, declined an invitation or
     * withdrew a request, or an admin removed them, withdrew the invitation or refused the request.
     */
    'community.membership_ended': { communityId: string; membershipId: string; memberId: string };
    /**
     * `memberId` is now an active member of a channel: they joined it, were let in or added, made
     * it, or came into the community (its general channel). What the channel says reaches them now.
     */
    'channel.membership_started': { communityId: string; channelId: string; memberId: string };
    /**
     * `memberId` is no longer in a channel: they left it or were taken out. (Leaving the community
     * takes them out of all its channels: that is `community.membership_ended`.)
     */
    'channel.membership_ended': { communityId: string; channelId: string; memberId: string };
    /** `memberId` muted a channel they are in, or unmuted it: what it says counts as unread for them, or not. */
    'channel.mute_changed': { communityId: string; channelId: string; memberId: string; muted: boolean };
    /**
     * `memberId` became an active member of `communityId` (they made it, joined it or were let in).
     * Published inside the transaction, for data kept on a community's active members.
     */
    'community.member_activated': { communityId: string; memberId: string };
    /** `memberId`'s membership of `communityId` is gone, whatever its status. Published inside the transaction. */
    'community.member_removed': { communityId: string; memberId: string };
  }
}

export {};
