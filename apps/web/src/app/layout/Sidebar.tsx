import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { alpha, Box, ButtonBase, IconButton } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { lazy, type ReactElement, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useMe } from '../../features/auth/auth.queries.ts';
import { useDialogs } from '../../shared/dialogs/use-dialogs.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { LazyTooltip } from '../../shared/ui/LazyTooltip.tsx';
import { useSignOut } from '../session/use-sign-out.ts';
import { sidebarWidth, topBarHeight } from './layout-sizes.ts';
import { type NavigationItem, sidebarItems, visibleItems } from './navigation-items.ts';
import { useShellState } from './ShellStateProvider.tsx';

// Groups are opened now and then: their sliding transition downloads when the first one opens.
const Collapse = lazy(() => import('@mui/material/Collapse'));

const isActive = (to: string, pathname: string) => (to === '/' ? pathname === '/' : pathname.startsWith(to));

export default function Sidebar() {
  const { t } = useTranslation();
  const me = useMe();
  const { isSidebarOpen, toggleSidebar } = useShellState();
  const items = visibleItems(sidebarItems, me?.permissions ?? null);

  return (
    <Box
      component="nav"
      aria-label={t('nav.sidebar')}
      data-testid="sidebar"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        position: 'fixed',
        top: topBarHeight.md,
        bottom: 0,
        left: 0,
        width: sidebarWidth(isSidebarOpen),
        overflowX: 'hidden',
        overflowY: 'auto',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        zIndex: (theme) => theme.zIndex.appBar - 1,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: isSidebarOpen ? 'flex-end' : 'center', px: 0.5, py: 1 }}>
        <IconButton
          onClick={toggleSidebar}
          aria-label={isSidebarOpen ? t('nav.collapseSidebar') : t('nav.expandSidebar')}
          aria-expanded={isSidebarOpen}
        >
          {isSidebarOpen ? <ChevronLeftIcon /> : <MenuIcon />}
        </IconButton>
      </Box>
      <Box component="ul" sx={{ ...listSx, px: isSidebarOpen ? 1 : 0.5 }}>
        {items.map((item) => (
          <Box component="li" key={item.id}>
            <SidebarEntry item={item} depth={0} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

// Plain elements and ButtonBase styled as MUI's list, list buttons, icons, text and divider: the
// sidebar shows on every desktop screen, and those components' code weighed about 7 KB of each
// screen's first download.
const listSx = { listStyle: 'none', m: 0, p: 0 } as const;
const dividerSx = { border: 0, borderTop: 1, borderColor: 'divider', my: 1 } as const;
const entrySx = {
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  py: 1,
  textAlign: 'left',
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
  '&[aria-current="page"]': {
    bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '&[aria-current="page"]:hover': {
    bgcolor: (theme: Theme) =>
      alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity),
  },
} as const;
const labelSx = {
  flex: '1 1 auto',
  minWidth: 0,
  my: 0.5,
  typography: 'body1',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

function SidebarEntry({ item, depth }: { item: NavigationItem; depth: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isSidebarOpen, toggleSidebar } = useShellState();
  const signOut = useSignOut();
  const { openDialog } = useDialogs();
  const [isGroupOpen, setGroupOpen] = useState(false);
  const [hasGroupOpened, setGroupOpened] = useState(false);

  if (item.kind === 'divider') return <Box component="hr" sx={{ ...dividerSx, mx: isSidebarOpen ? 1 : 0.5 }} />;

  const label = t(item.label);
  const Icon = item.icon;
  const buttonSx = {
    ...entrySx,
    borderRadius: 2.5,
    mb: 0.5,
    minHeight: 44,
    px: isSidebarOpen ? 1.5 : 0,
    pl: isSidebarOpen ? 1.5 + depth * 2 : 0,
    justifyContent: isSidebarOpen ? 'flex-start' : 'center',
  } as const;
  const icon = (
    <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0, mr: isSidebarOpen ? 1.75 : 0 }}>
      <Icon fontSize="small" />
    </Box>
  );
  const text = isSidebarOpen && (
    <Box component="span" sx={labelSx}>
      {label}
    </Box>
  );
  // Collapsed, the label lives in a tooltip; disabled items always explain themselves.
  const withTooltip = (node: ReactElement, title: string | null) =>
    title ? (
      <LazyTooltip title={title} placement="right" layout="block">
        {node}
      </LazyTooltip>
    ) : (
      node
    );

  if (item.kind === 'group') {
    const isExpanded = isGroupOpen && isSidebarOpen;
    return (
      <>
        {withTooltip(
          <ButtonBase
            sx={buttonSx}
            aria-expanded={isExpanded}
            onClick={() => {
              if (!isSidebarOpen) toggleSidebar();
              setGroupOpen(!isExpanded);
              setGroupOpened(true);
            }}
          >
            {icon}
            {text}
            {isSidebarOpen && (isExpanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
          </ButtonBase>,
          isSidebarOpen ? null : label,
        )}
        {hasGroupOpened && (
          <Suspense fallback={null}>
            {/* Mounted open the first time, so it slides open then too. */}
            <Collapse in={isExpanded} appear unmountOnExit>
              <Box component="ul" sx={listSx}>
                {item.children.map((child) => (
                  <Box component="li" key={child.id}>
                    <SidebarEntry item={child} depth={depth + 1} />
                  </Box>
                ))}
              </Box>
            </Collapse>
          </Suspense>
        )}
      </>
    );
  }

  if (item.kind === 'action' || item.kind === 'dialog') {
    return withTooltip(
      <ButtonBase sx={buttonSx} onClick={() => (item.kind === 'dialog' ? openDialog(item.dialog) : void signOut())}>
        {icon}
        {text}
      </ButtonBase>,
      isSidebarOpen ? null : label,
    );
  }

  const isSelected = isActive(item.to, pathname);
  return withTooltip(
    <ButtonBase component={RouterLink} to={item.to} aria-current={isSelected ? 'page' : undefined} sx={buttonSx}>
      {icon}
      {text}
    </ButtonBase>,
    isSidebarOpen ? null : label,
  );
}
