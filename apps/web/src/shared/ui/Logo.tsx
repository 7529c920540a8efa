import { Box, Typography } from '@mui/material';
import { brand } from '../../app/theme/theme.ts';

interface LogoMarkProps {
  size?: number;
}

/** Two places joined by a travelled arc: the "here" pin in teal, the "there" pin in coral. */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  return (
    <Box component="svg" viewBox="0 0 64 64" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden="true">
      <path
        d="M19 42C22 25 38 18 45 26"
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.55}
        strokeWidth={3}
        strokeDasharray="3.5 5"
        strokeLinecap="round"
      />
      <path d="M19 56c-7-8-11-13.5-11-19a11 11 0 0 1 22 0c0 5.5-4 11-11 19Z" fill={brand.teal} />
      <circle cx="19" cy="37" r="4.2" fill={brand.ink} />
      <path d="M45 36c-5.5-6.2-8.5-10.5-8.5-14.8a8.5 8.5 0 0 1 17 0c0 4.3-3 8.6-8.5 14.8Z" fill={brand.coral} />
      <circle cx="45" cy="21.2" r="3.2" fill={brand.ink} />
    </Box>
  );
}

interface LogoProps {
  size?: 'small' | 'medium' | 'large';
  showWordmark?: boolean;
}

const markSizes = { small: 28, medium: 34, large: 56 } as const;
const wordSizes = { small: '1.05rem', medium: '1.2rem', large: '1.9rem' } as const;

export function Logo({ size = 'medium', showWordmark = true }: LogoProps) {
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: size === 'large' ? 1.5 : 1, color: 'text.primary' }}
      role="img"
      aria-label="Here & There"
    >
      <LogoMark size={markSizes[size]} />
      {showWordmark && (
        <Typography
          component="span"
          aria-hidden="true"
          sx={{ fontWeight: 700, fontSize: wordSizes[size], letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}
        >
          Here{' '}
          <Box component="span" sx={{ color: 'secondary.main' }}>
            &amp;
          </Box>{' '}
          There
        </Typography>
      )}
    </Box>
  );
}
