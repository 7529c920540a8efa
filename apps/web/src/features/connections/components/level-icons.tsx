import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import type { ReactNode } from 'react';
import type { PickerLevel } from '../connection-changes.ts';

/** One picture per level, the same in the picker and in the lists. */
export const levelIcons: Record<PickerLevel, ReactNode> = {
  close: <FavoriteBorderIcon />,
  general: <PeopleAltOutlinedIcon />,
  public: <PublicOutlinedIcon />,
};
