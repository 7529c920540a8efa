import type { VisibilityLevel } from '@here-and-there/contracts';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';

/** One icon per visibility level, for profile fields and trips alike. */
export const visibilityIcons: Record<VisibilityLevel, typeof PublicOutlinedIcon> = {
  public: PublicOutlinedIcon,
  'general-network': GroupOutlinedIcon,
  'close-network': FavoriteBorderIcon,
  hidden: LockOutlinedIcon,
};
