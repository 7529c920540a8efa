import type { Chat } from '@here-and-there/contracts';
import { Box } from '@mui/material';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';

/** A direct chat shows the other member; a group, two of its members overlapping. */
export function ChatAvatar({ chat, size = 48 }: { chat: Pick<Chat, 'users' | 'kind'>; size?: number }) {
  const [first, second] = chat.users;
  if (!first) return <Box sx={{ width: size, height: size, borderRadius: '50%', bgcolor: 'action.selected' }} />;
  const avatar = (user: typeof first, avatarSize: number) => (
    <MemberAvatar
      firstName={user.first_name}
      lastName={user.last_name ?? ''}
      pictureUrl={user.profile_picture?.['100']}
      size={avatarSize}
    />
  );
  if (chat.kind === 'direct' || !second) return avatar(first, size);
  const small = Math.round(size * 0.68);
  return (
    <Box sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }} aria-hidden>
      <Box sx={{ position: 'absolute', top: 0, left: 0 }}>{avatar(first, small)}</Box>
      <Box
        sx={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          borderRadius: '50%',
          border: 2,
          borderColor: 'background.paper',
          display: 'flex',
        }}
      >
        {avatar(second, small)}
      </Box>
    </Box>
  );
}
