import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import { Badge, BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { routes } from '../routing/route-paths.ts';
import { bottomNavHeight } from './layout-sizes.ts';
import { useShellState } from './ShellStateProvider.tsx';
import { hasAnyUnread, useUnreadCounts } from './unread-counts.ts';

/** Each destination with the paths it stands for: Connections is every tab of the spheres and the contacts. */
const destinations = [
  { value: 'home', to: routes.home, label: 'nav.home', icon: HomeOutlinedIcon, within: [] },
  {
    value: 'connections',
    to: routes.connections,
    label: 'nav.connections',
    icon: PeopleAltOutlinedIcon,
    within: ['/spheres/', '/contacts'],
  },
  { value: 'map', to: routes.usersMap, label: 'nav.map', icon: MapOutlinedIcon, within: [routes.usersMap] },
  {
    value: 'networks',
    to: routes.networks,
    label: 'nav.networks',
    icon: GroupsOutlinedIcon,
    within: [routes.networks, routes.network, '/communities'],
  },
] as const;

const currentValue = (pathname: string) =>
  destinations.find(({ to, within }) =>
    to === routes.home ? pathname === to : within.some((prefix) => pathname.startsWith(prefix)),
  )?.value ?? false;

export default function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isYouDrawerOpen, setYouDrawerOpen } = useShellState();
  const unread = useUnreadCounts();

  return (
    <Paper
      component="nav"
      aria-label={t('nav.bottom')}
      data-testid="bottom-nav"
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation
        value={isYouDrawerOpen ? 'you' : currentValue(pathname)}
        showLabels
        sx={{ height: bottomNavHeight }}
      >
        {destinations.map((destination) => {
          const { value, to, label, icon: Icon } = destination;
          const icon =
            value === 'networks' ? (
              <Badge badgeContent={unread.community} color="secondary" max={99}>
                <Icon />
              </Badge>
            ) : (
              <Icon />
            );
          return (
            <BottomNavigationAction
              key={value}
              value={value}
              label={t(label)}
              component={RouterLink}
              to={to}
              icon={icon}
            />
          );
        })}
        <BottomNavigationAction
          value="you"
          label={t('nav.you')}
          onClick={() => setYouDrawerOpen(true)}
          icon={
            <Badge variant="dot" color="secondary" invisible={!hasAnyUnread(unread)}>
              <PersonOutlineIcon />
            </Badge>
          }
        />
      </BottomNavigation>
    </Paper>
  );
}
