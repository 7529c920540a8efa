export interface UnreadCounts {
  direct: number;
  community: number;
  notifications: number;
}

const nothingUnread: UnreadCounts = { direct: 0, community: 0, notifications: 0 };

/**
 * The badges of the bottom navigation and the user menu read from here. The chat provider and
 * the notifications list feed it once they exist; until then a member has nothing unread.
 */
export const useUnreadCounts = (): UnreadCounts => nothingUnread;

export const hasAnyUnread = (counts: UnreadCounts) => counts.direct + counts.community + counts.notifications > 0;
