import { Box, Card, Stack } from '@mui/material';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`0%, 100% { opacity: 1; } 50% { opacity: 0.45; }`;

/** A grey stand-in for what is loading; drawn here to keep MUI's Skeleton out of the first downloads. */
export function Placeholder({ sx }: { sx: Record<string, unknown> }) {
  return (
    <Box
      sx={{
        bgcolor: 'action.hover',
        borderRadius: '8px',
        animation: `${pulse} 1.6s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        ...sx,
      }}
    />
  );
}

/** While a list loads: three grey rows where its items will be, each with a round picture unless `withPicture` is false. */
export function ListSkeleton({ label, withPicture = true }: { label: string; withPicture?: boolean }) {
  return (
    <Card role="status" aria-label={label} sx={{ p: 2 }}>
      {[0, 1, 2].map((row) => (
        <Stack key={row} direction="row" sx={{ gap: 2, alignItems: 'center', py: 1 }}>
          {withPicture && <Placeholder sx={{ width: 48, height: 48, borderRadius: '50%', flexShrink: 0 }} />}
          <Stack sx={{ flex: 1, gap: 1 }}>
            <Placeholder sx={{ width: '45%', height: 14 }} />
            <Placeholder sx={{ width: '30%', height: 12 }} />
          </Stack>
        </Stack>
      ))}
    </Card>
  );
}
