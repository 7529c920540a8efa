import { Menu, MenuItem } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

interface MessageMenuProps {
  menuId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Editing or deleting one's own message, downloaded when first opened. */
export default function MessageMenu({ menuId, anchor, onClose, onEdit, onDelete }: MessageMenuProps) {
  const { t } = useTranslation('messaging');
  return (
    <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={onClose}>
      <MenuItem
        onClick={() => {
          onClose();
          onEdit();
        }}
      >
        {t('chat.edit')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onDelete();
        }}
        sx={{ color: 'error.main' }}
      >
        {t('chat.delete')}
      </MenuItem>
    </Menu>
  );
}
