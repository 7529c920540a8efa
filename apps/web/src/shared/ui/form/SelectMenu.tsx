import { Menu, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';

export interface SelectMenuProps {
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  listboxId: string;
  labelId: string;
  options: readonly { value: string; label: ReactNode }[];
  value: string;
  onChoose: (value: string) => void;
}

/**
 * The list of a `SelectField`, as Material's Select shows it: a menu under the field, at least as
 * wide as it, that opens on the chosen option. It downloads when a select is first opened.
 */
export default function SelectMenu({
  anchor,
  open,
  onClose,
  listboxId,
  labelId,
  options,
  value,
  onChoose,
}: SelectMenuProps) {
  return (
    <Menu
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        list: { 'aria-labelledby': labelId, role: 'listbox', id: listboxId, disableListWrap: true },
        paper: { style: { minWidth: anchor?.clientWidth } },
      }}
    >
      {options.map((option) => {
        const isSelected = option.value === value;
        return (
          <MenuItem
            key={option.value}
            role="option"
            selected={isSelected}
            aria-selected={isSelected}
            onClick={() => onChoose(option.value)}
          >
            {option.label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
