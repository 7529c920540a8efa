import { Avatar } from '@mui/material';

interface MemberAvatarProps {
  firstName: string;
  lastName: string;
  pictureUrl?: string | null;
  size: number;
}

const initialsOf = (firstName: string, lastName: string) =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();

export function MemberAvatar({ firstName, lastName, pictureUrl, size }: MemberAvatarProps) {
  return (
    <Avatar
      src={pictureUrl ?? undefined}
      alt={`${firstName} ${lastName}`.trim()}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 500,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
