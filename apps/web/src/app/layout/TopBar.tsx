import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Badge, Box, Button, IconButton, Stack, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useMe } from '../../features/auth/auth.queries.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Logo } from '../../shared/ui/Logo.tsx';
import { MemberAvatar } from '../../shared/ui/MemberAvatar.tsx';
import { useTopBarSlotRef } from '../../shared/ui/TopBarSlot.tsx';
import { useCarryRedirect } from '../routing/redirect-param.ts';
import { routes } from '../routing/route-paths.ts';
import { topBarHeight } from './layout-sizes.ts';
import { useShellState } from './ShellStateProvider.tsx';
import { hasAnyUnread, useUnreadCounts } from './unread-counts.ts';

interface TopBarProps {
  /** Sign-in and onboarding: only the centred logo, nothing to wander off to. */
  isFocused: boolean;
  /** Search (SPEC §2): the search screen's field takes the logo's place. */
  isSearch: boolean;
}

export function TopBar({ isFocused, isSearch }: TopBarProps) {
  const { t } = useTranslation();
  const me = useMe();
  const { setYouDrawerOpen } = useShellState();
  const unread = useUnreadCounts();
  const carryRedirect = useCarryRedirect();
  const setSearchSlot = useTopBarSlotRef();

  return (
    <AppBar position="fixed">
      <Toolbar sx={{ minHeight: topBarHeight, justifyContent: isFocused ? 'center' : 'space-between', gap: 2 }}>
        {isSearch ? (
          // The search screen puts its field here (SPEC §2: the top bar's variant on search).
          <Box ref={setSearchSlot} sx={{ flex: 1, minWidth: 0, maxWidth: 640 }} />
        ) : (
          <Box
            component={RouterLink}
            to={routes.home}
            aria-label={t('nav.logoHome')}
            sx={{ display: 'flex', textDecoration: 'none', borderRadius: 2 }}
          >
            <Logo size="small" />
          </Box>
        )}
        {!isFocused && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            {me ? (
              <IconButton
                onClick={() => setYouDrawerOpen(true)}
                aria-label={t('nav.openYou')}
                sx={{ display: { xs: 'none', md: 'inline-flex' }, p: 0.5 }}
              >
                <Badge variant="dot" color="secondary" invisible={!hasAnyUnread(unread)} overlap="circular">
                  <MemberAvatar
                    firstName={me.first_name}
                    lastName={me.last_name}
                    pictureUrl={me.profile_picture?.['100']}
                    size={36}
                  />
                </Badge>
              </IconButton>
            ) : (
              <>
                <Button component={RouterLink} to={carryRedirect(routes.login)} color="inherit">
                  {t('nav.login')}
                </Button>
                <Button
                  component={RouterLink}
                  to={carryRedirect(routes.signup)}
                  variant="contained"
                  sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                >
                  {t('nav.signup')}
                </Button>
                <IconButton onClick={() => setYouDrawerOpen(true)} aria-label={t('nav.openMenu')} edge="end">
                  <MenuIcon />
                </IconButton>
              </>
            )}
          </Stack>
        )}
      </Toolbar>
    </AppBar>
  );
}
