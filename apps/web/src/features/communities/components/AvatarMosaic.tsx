import { communityLimits, type User } from '@here-and-there/contracts';
import { Box } from '@mui/material';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { mosaicMembers } from '../community-links.ts';

/** Overlapping pictures of a few members (SPEC §2: at most 4, only those with pictures); nothing without any. */
export function AvatarMosaic({ members, size = 36 }: { members: readonly User[]; size?: number }) {
  const shown = mosaicMembers(members, communityLimits.mosaicMembers);
  if (shown.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', pl: `${size * 0.3}px` }} aria-hidden>
      {shown.map((member) => (
        <Box
          key={member.id}
          sx={{
            ml: `-${size * 0.3}px`,
            borderRadius: '50%',
            border: 2,
            borderColor: 'background.paper',
            display: 'flex',
          }}
        >
          <MemberAvatar
            firstName={member.first_name}
            lastName={member.last_name ?? ''}
            pictureUrl={member.profile_picture?.['100']}
            size={size}
          />
        </Box>
      ))}
    </Box>
  );
}
