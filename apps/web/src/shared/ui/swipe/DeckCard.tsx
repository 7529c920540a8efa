import { alpha, Box, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { MemberAvatar } from '../MemberAvatar.tsx';
import type { CardDecoration } from './SwipeDeck.tsx';

interface DeckCardProps extends CardDecoration {
  /** The card's name for screen readers ("Contact Ana Lima"). */
  label: string;
  picture: { firstName: string; lastName: string | null; url: string | undefined };
  title: string;
  tags?: ReactNode;
  /** Lines under the name, each with its icon: a phone, a place, dates. */
  details: { icon: ReactNode; text: string }[];
}

/** A card of a swipe deck: a large picture, the name, labels and a few lines, then the deck's buttons. */
export function DeckCard({
  label,
  picture,
  title,
  tags,
  details,
  isBehind = false,
  stamp,
  stampOpacity = 0,
  actions,
}: DeckCardProps) {
  return (
    <Card
      aria-hidden={isBehind || undefined}
      aria-label={isBehind ? undefined : label}
      role={isBehind ? undefined : 'group'}
      sx={{
        p: { xs: 3, sm: 4 },
        textAlign: 'center',
        bgcolor: 'background.paper',
        ...(isBehind && { position: 'absolute', inset: 0, transform: 'scale(0.95) translateY(14px)', opacity: 0.6 }),
      }}
    >
      {stamp && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 20,
            left: 20,
            right: 20,
            display: 'flex',
            justifyContent: stamp.side === 'left' ? 'flex-start' : 'flex-end',
            opacity: stampOpacity,
            pointerEvents: 'none',
          }}
        >
          <Box
            sx={{
              px: 1.5,
              py: 0.5,
              borderRadius: 2,
              border: 2,
              borderColor: stamp.color,
              color: stamp.color,
              bgcolor: alpha(stamp.color, 0.12),
              fontWeight: 700,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
            }}
          >
            {stamp.label}
          </Box>
        </Box>
      )}
      <Stack sx={{ alignItems: 'center', gap: 1.5 }}>
        <MemberAvatar
          firstName={picture.firstName}
          lastName={picture.lastName ?? ''}
          pictureUrl={picture.url}
          size={120}
        />
        <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {tags}
        <Stack sx={{ gap: 0.75, alignItems: 'center', color: 'text.secondary', minHeight: 56 }}>
          {details.map(({ icon, text }) => (
            <Stack key={text} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <Box aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 20 } }}>
                {icon}
              </Box>
              <Typography>{text}</Typography>
            </Stack>
          ))}
        </Stack>
        {actions && <Box sx={{ width: '100%', mt: 1.5 }}>{actions}</Box>}
      </Stack>
    </Card>
  );
}
