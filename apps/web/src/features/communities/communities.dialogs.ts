import type { DialogEntries } from '../../shared/dialogs/dialogs.ts';
import { lazyScreen } from '../../shared/ui/lazy-screen.ts';

// The member pickers borrow the trips' picker and its words.
const loadPicker = ['communities', 'trips'] as const;

/** The communities' dialogs, gathered by the app (see shared/dialogs/dialogs.ts). */
export const communitiesDialogs = {
  'create-community': lazyScreen(() => import('./dialogs/CreateCommunityDialog.tsx'), 'communities'),
  'edit-community': lazyScreen(() => import('./dialogs/EditCommunityDialog.tsx'), 'communities'),
  'view-community': lazyScreen(() => import('./dialogs/ViewCommunityDialog.tsx'), 'communities'),
  'invite-community-members': lazyScreen(() => import('./dialogs/InviteCommunityMembersDialog.tsx'), ...loadPicker),
  'create-channel': lazyScreen(() => import('./dialogs/CreateChannelDialog.tsx'), 'communities'),
  'edit-channel': lazyScreen(() => import('./dialogs/EditChannelDialog.tsx'), 'communities'),
  'invite-channel-members': lazyScreen(() => import('./dialogs/InviteChannelMembersDialog.tsx'), ...loadPicker),
  'community-user-qr': lazyScreen(() => import('./dialogs/CommunityQrDialog.tsx'), 'communities'),
} satisfies DialogEntries;

declare module '../../shared/dialogs/dialogs.ts' {
  interface Dialogs extends Record<keyof typeof communitiesDialogs, true> {}
}
