import type { SvgIconComponent } from '@mui/icons-material';
import { alpha, Box } from '@mui/material';
import { brand } from '../../../app/theme/theme.ts';

interface IconIllustrationProps {
  main: SvgIconComponent;
  orbit: [SvgIconComponent, SvgIconComponent];
  size?: number;
}

/** A product picture drawn from icons: the idea in the middle, two related ones circling it on a route. */
export function IconIllustration({ main: Main, orbit: [First, Second], size = 220 }: IconIllustrationProps) {
  const satellite = size * 0.26;
  return (
    <Box aria-hidden="true" sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          borderRadius: '50%',
          border: `2px dashed ${alpha(brand.teal, 0.35)}`,
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: size * 0.18,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          background: `linear-gradient(135deg, ${brand.teal}, ${brand.tealDeep})`,
          color: '#04201d',
          boxShadow: `0 18px 50px ${alpha(brand.teal, 0.35)}`,
        }}
      >
        <Main sx={{ fontSize: size * 0.3 }} />
      </Box>
      {[First, Second].map((Icon, index) => (
        <Box
          key={Icon.muiName ?? index}
          sx={{
            position: 'absolute',
            width: satellite,
            height: satellite,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: index === 0 ? brand.coral : 'background.paper',
            color: index === 0 ? '#1f0a04' : 'primary.main',
            border: index === 0 ? 0 : `1px solid ${alpha(brand.teal, 0.4)}`,
            ...(index === 0 ? { top: size * 0.02, right: size * 0.02 } : { bottom: size * 0.04, left: 0 }),
          }}
        >
          <Icon sx={{ fontSize: satellite * 0.5 }} />
        </Box>
      ))}
    </Box>
  );
}
