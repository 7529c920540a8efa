import type { Notification, User } from '@here-and-there/contracts';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import { Box, Button, ButtonBase, Card, Container, IconButton, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../shared/ui/ActionRow.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton.tsx';
import { MemberAvatar } from '../../shared/ui/MemberAvatar.tsx';
import { ListSkeleton } from '../../shared/ui/Placeholder.tsx';
import { useChangeConnection } from '../connections/connections.queries.ts';
import { NotificationText } from './components/NotificationText.tsx';
import {
  useClearNotifications,
  useDeleteNotification,
  useMarkNotification,
  useNotifications,
  useOpenNotification,
} from './notifications.queries.ts';

/**
 * `/notifications` (SPEC §2): the member's notifications, newest first. Opening one marks it
 * opened and shows what it is about; each can be marked read or unread and deleted, or all cleared.
 */
export default function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const { t: tCommon } = useTranslation();
  const list = useNotifications();
  const clearAll = useClearNotifications();
  const [isConfirmingClear, setConfirmingClear] = useState(false);
  const notifications = list.data?.pages.flatMap((page) => page.results) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = (
      <EmptyState
        titleComponent="h2"
        icon={<ReportGmailerrorredIcon />}
        title={tCommon('errors.somethingWentWrong')}
        description={t('page.failed')}
        action={
          <Button variant="contained" onClick={() => void list.refetch()}>
            {tCommon('actions.tryAgain')}
          </Button>
        }
      />
    );
  } else if (!list.data) {
    body = <ListSkeleton label={t('page.loading')} />;
  } else if (notifications.length === 0) {
    body = (
      <EmptyState
        titleComponent="h2"
        icon={<NotificationsNoneIcon />}
        title={t('page.empty')}
        description={t('page.emptyHint')}
      />
    );
  } else {
    body = (
      <Stack sx={{ gap: 2 }}>
        <Card
          component="ul"
          aria-label={t('actions.list')}
          sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {notifications.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} />
          ))}
        </Card>
        <LoadMoreButton list={list} label={t('page.more')} />
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction="row"
        sx={{ gap: 2, alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3 }}
      >
        <Box>
          <Typography variant="h2" component="h1">
            {t('page.title')}
          </Typography>
          {list.data && notifications.length > 0 && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {unread === 0
                ? t('page.allRead')
                : unread === 1
                  ? t('page.unreadOne')
                  : t('page.unreadOther', { count: unread })}
            </Typography>
          )}
        </Box>
        {notifications.length > 0 && !isConfirmingClear && (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<DeleteSweepOutlinedIcon />}
            onClick={() => setConfirmingClear(true)}
          >
            {t('actions.clearAll')}
          </Button>
        )}
      </Stack>
      {isConfirmingClear && notifications.length > 0 && (
        <Card role="group" aria-labelledby="confirm-clear" sx={{ p: { xs: 2.5, md: 3 }, mb: 3 }}>
          <Typography id="confirm-clear" variant="h6" component="p">
            {t('actions.confirmClear')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t('actions.confirmClearBody')}
          </Typography>
          <ActionRow>
            <Button color="inherit" onClick={() => setConfirmingClear(false)} autoFocus>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="contained"
              color="error"
              loading={clearAll.isPending}
              onClick={() => clearAll.mutate(undefined, { onSettled: () => setConfirmingClear(false) })}
            >
              {t('actions.clearAll')}
            </Button>
          </ActionRow>
        </Card>
      )}
      {body}
    </Container>
  );
}

/** One notification: who and what (bold while unread), how long ago, and its own actions. */
function NotificationRow({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const openNotification = useOpenNotification();
  const mark = useMarkNotification();
  const remove = useDeleteNotification();
  const isUnread = !notification.read_at;
  const { actor } = notification;
  const request = notification.kind === 'connection_requested' ? actor : null;

  const open = () => openNotification(notification);

  return (
    <Box component="li">
      <Box sx={{ display: 'flex', alignItems: 'center', pr: { xs: 0.5, sm: 1.5 } }}>
        <ButtonBase
          onClick={open}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            alignItems: 'flex-start',
            gap: 2,
            px: { xs: 1.5, sm: 2 },
            py: 1.75,
            textAlign: 'left',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <Box sx={{ position: 'relative', display: 'flex', flexShrink: 0 }} aria-hidden>
            <MemberAvatar
              firstName={actor?.first_name ?? t('someone')}
              lastName={actor?.last_name ?? ''}
              pictureUrl={actor?.profile_picture?.['100']}
              size={44}
            />
            {isUnread && (
              <Box
                sx={{
                  position: 'absolute',
                  top: -2,
                  right: -2,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  border: 2,
                  borderColor: 'background.paper',
                }}
              />
            )}
          </Box>
          <NotificationText notification={notification} />
        </ButtonBase>
        <IconButton
          onClick={() =>
            mark.mutate({
              notification,
              change: { read_at: isUnread ? new Date().toISOString() : null },
            })
          }
          aria-label={isUnread ? t('actions.markRead') : t('actions.markUnread')}
          title={isUnread ? t('actions.markRead') : t('actions.markUnread')}
        >
          {isUnread ? <DraftsOutlinedIcon /> : <MarkEmailUnreadOutlinedIcon />}
        </IconButton>
        <IconButton
          onClick={() => remove.mutate(notification)}
          aria-label={t('actions.delete')}
          title={t('actions.delete')}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      {request && <RequestAnswer asker={request} />}
    </Box>
  );
}

/**
 * Under a connection request: Accept while it waits for the member, and that it was accepted once
 * it was, wherever that happened. Indented to the sentence above it.
 */
function RequestAnswer({ asker }: { asker: User }) {
  const { t } = useTranslation('notifications');
  const changeConnection = useChangeConnection();
  const status = asker.connection?.status;
  if (status !== 'pending_receiver' && status !== 'active') return null;
  return (
    <Box sx={{ pl: { xs: 'calc(12px + 44px + 16px)', sm: 'calc(16px + 44px + 16px)' }, pb: 1.75, mt: -0.75 }}>
      {status === 'pending_receiver' ? (
        <Button
          variant="contained"
          size="small"
          loading={changeConnection.isPending}
          onClick={() =>
            changeConnection.mutate({ memberId: asker.id, connection: asker.connection, change: { kind: 'accept' } })
          }
          aria-label={`${t('actions.accept')}: ${asker.display_name}`}
        >
          {t('actions.accept')}
        </Button>
      ) : (
        <Typography variant="body2" color="success.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CheckIcon fontSize="small" aria-hidden />
          {t('actions.accepted')}
        </Typography>
      )}
    </Box>
  );
}
