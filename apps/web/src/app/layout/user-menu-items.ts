import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LoginIcon from '@mui/icons-material/Login';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { routes } from '../routing/route-paths.ts';
import { legalItems, type NavigationItem, searchItem } from './navigation-items.ts';

/** SPEC §2 user menu, shown in the "You" drawer. */
export const userMenuItems: NavigationItem[] = [
  {
    kind: 'link',
    id: 'account',
    label: 'nav.accountSettings',
    icon: AccountCircleOutlinedIcon,
    to: routes.accountSettings,
    audience: 'members',
  },
  {
    kind: 'link',
    id: 'messages',
    label: 'nav.messages',
    icon: ChatBubbleOutlineIcon,
    to: routes.inbox,
    audience: 'members',
    badge: 'direct',
  },
  {
    kind: 'link',
    id: 'notifications',
    label: 'nav.notifications',
    icon: NotificationsNoneIcon,
    to: routes.notifications,
    audience: 'members',
    badge: 'notifications',
  },
  // The member's own trips until the dashboard's trips tab (`routes.trips`) takes them over.
  { kind: 'link', id: 'trips', label: 'nav.trips', icon: FlightTakeoffIcon, to: routes.myTrips, audience: 'members' },
  searchItem,
  {
    kind: 'link',
    id: 'privacy',
    label: 'nav.privacy',
    icon: ShieldOutlinedIcon,
    to: routes.privacySettings,
    audience: 'members',
  },
  {
    kind: 'dialog',
    id: 'invite-by-email',
    label: 'nav.inviteByEmail',
    icon: ForwardToInboxOutlinedIcon,
    dialog: 'invite-by-email',
    audience: 'members',
  },
  {
    kind: 'link',
    id: 'integrations',
    label: 'nav.integrations',
    icon: LinkIcon,
    to: routes.integrations,
    audience: 'members',
  },
  { kind: 'link', id: 'login', label: 'nav.login', icon: LoginIcon, to: routes.login, audience: 'visitors' },
  { kind: 'link', id: 'signup', label: 'nav.signup', icon: PersonAddAltIcon, to: routes.signup, audience: 'visitors' },
  { kind: 'divider', id: 'legal-divider', audience: 'everyone' },
  ...legalItems,
];
