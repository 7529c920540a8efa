import type { Chat } from '@here-and-there/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Menu,
  MenuItem,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useChatFailure } from '../chat-notices.ts';
import { useArchiveChat, useEndChat } from '../messaging.queries.ts';
import { useMuteChat } from '../mute.queries.ts';

interface ChatActionsProps {
  chat: Chat;
  menuId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** A chat's menu (edit, mute, archive, leave or delete, as its abilities allow), downloaded when first opened. */
export default function ChatActions({ chat, menuId, anchor, onClose }: ChatActionsProps) {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const failed = useChatFailure();
  const archive = useArchiveChat();
  const mute = useMuteChat();
  const end = useEndChat(chat.id);
  const [isConfirming, setConfirming] = useState(false);
  const isDeleting = chat.abilities.delete;
  const endChat = () =>
    end.mutate(undefined, {
      onSuccess: () => void navigate(routes.inbox, { replace: true }),
      onError: failed,
    });
  return (
    <>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={onClose}>
        {chat.abilities.edit && (
          <MenuItem component={RouterLink} to={routes.editChat(chat.id)} onClick={onClose}>
            {t('chat.editChat')}
          </MenuItem>
        )}
        {chat.kind !== 'channel' && (
          <MenuItem
            onClick={() => {
              onClose();
              mute.mutate({ chatId: chat.id, mute: !chat.muted }, { onError: failed });
            }}
          >
            {chat.muted ? t('chat.unmute') : t('chat.mute')}
          </MenuItem>
        )}
        {chat.abilities.archive && (
          <MenuItem
            onClick={() => {
              onClose();
              archive.mutate({ chatId: chat.id, archive: !chat.archived }, { onError: failed });
            }}
          >
            {chat.archived ? t('inbox.unarchive') : t('inbox.archive')}
          </MenuItem>
        )}
        {(chat.abilities.leave || chat.abilities.delete) && (
          <MenuItem
            onClick={() => {
              onClose();
              setConfirming(true);
            }}
            sx={{ color: 'error.main' }}
          >
            {isDeleting ? t('chat.deleteChat') : t('chat.leave')}
          </MenuItem>
        )}
      </Menu>
      <Dialog open={isConfirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{isDeleting ? t('chat.confirmDelete') : t('chat.confirmLeave')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{isDeleting ? t('chat.confirmDeleteBody') : t('chat.confirmLeaveBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirming(false)}>
            {t('chat.cancel')}
          </Button>
          <Button color="error" loading={end.isPending} onClick={endChat}>
            {isDeleting ? t('chat.deleteChat') : t('chat.leave')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
