import type { Me } from '@here-and-there/contracts';

/** Admin and staff look after every member's profile (DESIGN §5 "Accounts"); the server checks it too. */
export const managesMembers = (member: Pick<Me, 'user_type'>) =>
  member.user_type === 'admin' || member.user_type === 'staff';
