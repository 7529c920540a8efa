import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

export interface ConnectionMenuProps {
  id: string;
  anchor: HTMLElement | null;
  hasConnection: boolean;
  isBlocked: boolean;
  onClose: () => void;
  onBlock: () => void;
  onUnblock: () => void;
  onRemove: () => void;
}

/** Remove from network, block or unblock: downloaded when the member first reaches for the menu. */
export default function ConnectionMenu({
  id,
  anchor,
  hasConnection,
  isBlocked,
  onClose,
  onBlock,
  onUnblock,
  onRemove,
}: ConnectionMenuProps) {
  const { t } = useTranslation('connections');
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {hasConnection && (
        <MenuItem onClick={choose(onRemove)}>
          <ListItemIcon>
            <PersonRemoveOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('controls.remove')}</ListItemText>
        </MenuItem>
      )}
      {isBlocked ? (
        <MenuItem onClick={choose(onUnblock)}>
          <ListItemIcon>
            <LockOpenIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('controls.unblock')}</ListItemText>
        </MenuItem>
      ) : (
        <MenuItem onClick={choose(onBlock)} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <BlockIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('controls.block')}</ListItemText>
        </MenuItem>
      )}
    </Menu>
  );
}
