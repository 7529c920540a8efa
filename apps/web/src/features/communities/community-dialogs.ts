import { useSearchParams } from 'react-router';
import type { DialogName } from '../../shared/dialogs/dialogs.ts';
import { useDialogs } from '../../shared/dialogs/use-dialogs.ts';

/** `?dialog=edit-channel&community=<id>&channel=<id>`: what a dialog is about travels in its own parameters. */
export const communityParam = 'community';
export const channelParam = 'channel';

type CommunityDialog = Extract<
  DialogName,
  'edit-community' | 'view-community' | 'invite-community-members' | 'create-channel' | 'community-user-qr'
>;
type ChannelDialog = Extract<DialogName, 'edit-channel' | 'invite-channel-members'>;

export function useCommunityDialogs() {
  const { openDialog, closeDialog } = useDialogs();
  const [searchParams] = useSearchParams();
  return {
    communityId: searchParams.get(communityParam) ?? '',
    channelId: searchParams.get(channelParam),
    openCreateCommunity: () => openDialog('create-community'),
    openForCommunity: (name: CommunityDialog, communityId: string) =>
      openDialog(name, { params: { [communityParam]: communityId } }),
    openForChannel: (name: ChannelDialog, communityId: string, channelId: string) =>
      openDialog(name, { params: { [communityParam]: communityId, [channelParam]: channelId } }),
    close: (name: DialogName) => closeDialog(name, { params: [communityParam, channelParam] }),
  };
}
