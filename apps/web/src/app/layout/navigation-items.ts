import type { Permissions } from '@here-and-there/contracts';
import type { SvgIconComponent } from '@mui/icons-material';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PolicyOutlinedIcon from '@mui/icons-material/PolicyOutlined';
import SearchIcon from '@mui/icons-material/Search';
import type { DialogName } from '../../shared/dialogs/dialogs.ts';
import type { Resources } from '../../shared/i18n/resources.ts';
import { routes } from '../routing/route-paths.ts';

type Label = `nav.${keyof Resources['common']['nav']}`;

/** Who sees an item: members only, visitors only, or everyone. */
export type Audience = 'members' | 'visitors' | 'everyone';

export type UnreadSource = 'direct' | 'notifications';

export type NavigationItem =
  | {
      kind: 'link';
      id: string;
      label: Label;
      icon: SvgIconComponent;
      to: string;
      audience: Audience;
      isPermitted?: (permissions: Permissions) => boolean;
      badge?: UnreadSource;
    }
  | { kind: 'group'; id: string; label: Label; icon: SvgIconComponent; audience: Audience; children: NavigationItem[] }
  | { kind: 'action'; id: string; label: Label; icon: SvgIconComponent; audience: Audience; action: 'signOut' }
  /** Opens a dialog over the current screen. */
  | { kind: 'dialog'; id: string; label: Label; icon: SvgIconComponent; audience: Audience; dialog: DialogName }
  | { kind: 'divider'; id: string; audience: Audience };

export const legalItems: NavigationItem[] = [
  {
    kind: 'link',
    id: 'terms',
    label: 'nav.terms',
    icon: DescriptionOutlinedIcon,
    to: routes.terms,
    audience: 'everyone',
  },
  {
    kind: 'link',
    id: 'privacy-policy',
    label: 'nav.privacyPolicy',
    icon: PolicyOutlinedIcon,
    to: routes.privacyPolicy,
    audience: 'everyone',
  },
  {
    kind: 'link',
    id: 'feedback',
    label: 'nav.feedback',
    icon: FeedbackOutlinedIcon,
    to: routes.feedback,
    audience: 'everyone',
  },
];

/** Search, in the sidebar and the user menu alike: the search dialog over the current screen (SPEC §2). */
export const searchItem: NavigationItem = {
  kind: 'dialog',
  id: 'search',
  label: 'nav.search',
  icon: SearchIcon,
  dialog: 'search',
  audience: 'members',
};

/** SPEC §2 sidebar: members' destinations first, then what everyone may open, listed apart. */
export const sidebarItems: NavigationItem[] = [
  {
    kind: 'link',
    id: 'dashboard',
    label: 'nav.dashboard',
    icon: HomeOutlinedIcon,
    to: routes.home,
    audience: 'members',
  },
  searchItem,
  {
    kind: 'link',
    id: 'communities',
    label: 'nav.communities',
    icon: GroupsOutlinedIcon,
    to: routes.network,
    audience: 'members',
    isPermitted: (permissions) => permissions.communities.list,
  },
  // What the phone's bottom navigation reaches, so a desktop reaches it too.
  { kind: 'link', id: 'map', label: 'nav.map', icon: MapOutlinedIcon, to: routes.usersMap, audience: 'members' },
  {
    kind: 'link',
    id: 'connections',
    label: 'nav.connections',
    icon: PeopleAltOutlinedIcon,
    to: routes.connections,
    audience: 'members',
  },
  {
    kind: 'link',
    id: 'contacts',
    label: 'nav.contacts',
    icon: ContactsOutlinedIcon,
    to: routes.contacts,
    audience: 'members',
  },
  {
    kind: 'link',
    id: 'around',
    label: 'nav.around',
    icon: ExploreOutlinedIcon,
    to: routes.around,
    audience: 'members',
  },
  { kind: 'divider', id: 'public-divider', audience: 'everyone' },
  {
    kind: 'group',
    id: 'help',
    label: 'nav.helpAndLegal',
    icon: HelpOutlineIcon,
    audience: 'everyone',
    children: legalItems,
  },
  { kind: 'divider', id: 'session-divider', audience: 'everyone' },
  { kind: 'link', id: 'login', label: 'nav.login', icon: LoginIcon, to: routes.login, audience: 'visitors' },
  { kind: 'action', id: 'logout', label: 'nav.logout', icon: LogoutIcon, audience: 'members', action: 'signOut' },
];

/** Drops what this viewer must not see: the other audience's items and items their permissions forbid. */
export function visibleItems(items: NavigationItem[], permissions: Permissions | null): NavigationItem[] {
  const isMember = permissions !== null;
  return items.flatMap((item): NavigationItem[] => {
    if (item.audience === 'members' && !isMember) return [];
    if (item.audience === 'visitors' && isMember) return [];
    if (item.kind === 'link' && item.isPermitted && !(permissions && item.isPermitted(permissions))) return [];
    if (item.kind === 'group') return [{ ...item, children: visibleItems(item.children, permissions) }];
    return [item];
  });
}
