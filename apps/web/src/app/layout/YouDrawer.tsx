import { type Language, layout } from '@here-and-there/contracts';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import TranslateIcon from '@mui/icons-material/Translate';
import {
  Badge,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMe } from '../../features/auth/auth.queries.ts';
import { ProPitch } from '../../features/users/ProPitch.tsx';
import { useFlag } from '../../shared/config/config.queries.ts';
import type { DialogName } from '../../shared/dialogs/dialogs.ts';
import { useDialogs } from '../../shared/dialogs/use-dialogs.ts';
import { changeLanguage } from '../../shared/i18n/language.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Logo } from '../../shared/ui/Logo.tsx';
import { MemberAvatar } from '../../shared/ui/MemberAvatar.tsx';
import { routes } from '../routing/route-paths.ts';
import { useSignOut } from '../session/use-sign-out.ts';
import { useThemeMode } from '../theme/ThemeModeProvider.tsx';
import { type NavigationItem, visibleItems } from './navigation-items.ts';
import { useShellState } from './ShellStateProvider.tsx';
import { useUnreadCounts } from './unread-counts.ts';
import { userMenuItems } from './user-menu-items.ts';

export default function YouDrawer() {
  const { t } = useTranslation();
  const me = useMe();
  const { isYouDrawerOpen, setYouDrawerOpen } = useShellState();
  const signOut = useSignOut();
  const { openDialog } = useDialogs();
  const close = () => setYouDrawerOpen(false);
  // A dialog chosen here opens once the drawer has slid away: opened while it was still leaving,
  // the dialog met the drawer's own handing back of the focus and hiding of the page from
  // assistive technology, and on a busy phone was left hidden from them, or its focus taken.
  const [dialogAfterClose, setDialogAfterClose] = useState<DialogName | null>(null);
  const closeThenOpen = (dialog: DialogName) => {
    setDialogAfterClose(dialog);
    close();
  };
  const items = visibleItems(userMenuItems, me?.permissions ?? null);

  return (
    <Drawer
      anchor="right"
      open={isYouDrawerOpen}
      onClose={close}
      data-testid="you-drawer"
      slotProps={{
        paper: { 'aria-label': t('nav.you'), sx: { width: { xs: '100%', md: layout.youDrawerWidth } } },
        transition: {
          onExited: () => {
            if (dialogAfterClose) openDialog(dialogAfterClose);
            setDialogAfterClose(null);
          },
        },
      }}
    >
      {/* Floats over the header, so a phone shows the whole menu down to Log out without scrolling. */}
      <IconButton onClick={close} aria-label={t('actions.close')} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon />
      </IconButton>
      {me ? (
        <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 0.5, px: 3, pt: 3, pb: 1.5 }}>
          <MemberAvatar
            firstName={me.first_name}
            lastName={me.last_name}
            pictureUrl={me.profile_picture?.['100']}
            size={layout.drawerPictureSize}
          />
          <Typography variant="h5" component="h2" sx={{ mt: 1.5 }}>
            {me.display_name}
          </Typography>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {me.username ? `@${me.username}` : me.email}
          </Typography>
          <Stack direction="row" sx={{ mt: 1.5, gap: 1, alignItems: 'center' }}>
            <Button component={RouterLink} to={routes.user(me.id)} onClick={close} variant="outlined">
              {t('nav.viewProfile')}
            </Button>
            {me.permissions.users.pro && (
              <IconButton
                aria-label={t('nav.showQrCode')}
                onClick={() => closeThenOpen('user-qr')}
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <QrCode2Icon />
              </IconButton>
            )}
          </Stack>
          {!me.permissions.users.pro && (
            <Box sx={{ alignSelf: 'stretch', mt: 2 }}>
              <ProPitch userId={me.id} onBecamePro={close} />
            </Box>
          )}
        </Stack>
      ) : (
        <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5, px: 6, pt: 3, pb: 2 }}>
          <Logo size="medium" />
          <Typography color="text.secondary">{t('nav.visitorPitch')}</Typography>
        </Stack>
      )}
      <Divider />
      <List sx={{ px: 1 }}>
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} onNavigate={close} onOpenDialog={closeThenOpen} />
        ))}
      </List>
      <Divider />
      <Preferences />
      {me && (
        <Box sx={{ p: 2, mt: 'auto' }}>
          <Button
            fullWidth
            variant="outlined"
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {t('nav.logout')}
          </Button>
        </Box>
      )}
    </Drawer>
  );
}

const entrySx = { borderRadius: 2.5, py: 0.75 } as const;

function MenuEntry({
  item,
  onNavigate,
  onOpenDialog,
}: {
  item: NavigationItem;
  onNavigate: () => void;
  onOpenDialog: (dialog: DialogName) => void;
}) {
  const { t } = useTranslation();
  const unread = useUnreadCounts();
  if (item.kind === 'divider') return <Divider sx={{ my: 1 }} />;
  if (item.kind === 'dialog') {
    const Icon = item.icon;
    return (
      <ListItemButton onClick={() => onOpenDialog(item.dialog)} sx={entrySx}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(item.label)} />
      </ListItemButton>
    );
  }
  if (item.kind !== 'link') return null;
  const Icon = item.icon;
  const count = item.badge ? unread[item.badge] : 0;
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Badge badgeContent={count} color="secondary" max={99}>
          <Icon fontSize="small" />
        </Badge>
      </ListItemIcon>
      <ListItemText primary={t(item.label)} />
    </>
  );
  return (
    <ListItemButton component={RouterLink} to={item.to} onClick={onNavigate} sx={entrySx}>
      {content}
    </ListItemButton>
  );
}

function Preferences() {
  const { t, i18n } = useTranslation();
  const { mode, canToggle, toggle } = useThemeMode();
  const canTranslate = useFlag('translations');
  if (!canToggle && !canTranslate) return null;
  return (
    <List sx={{ px: 1 }}>
      {canToggle && (
        <ListItem
          secondaryAction={
            <Switch
              edge="end"
              checked={mode === 'dark'}
              onChange={toggle}
              slotProps={{ input: { 'aria-label': t('nav.darkMode') } }}
            />
          }
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <DarkModeOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('nav.darkMode')} />
        </ListItem>
      )}
      {canTranslate && (
        <ListItem
          secondaryAction={
            <ToggleButtonGroup
              size="small"
              exclusive
              value={i18n.language}
              onChange={(_, language: Language | null) => language && void changeLanguage(language)}
              aria-label={t('nav.language')}
            >
              <ToggleButton value="en">EN</ToggleButton>
              <ToggleButton value="de">DE</ToggleButton>
            </ToggleButtonGroup>
          }
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <TranslateIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('nav.language')} />
        </ListItem>
      )}
    </List>
  );
}
