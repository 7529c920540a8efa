import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  /** `h2` where the empty state is a part of a screen that has its own title. */
  titleComponent?: 'h1' | 'h2';
}

export function EmptyState({ icon, title, description, action, titleComponent = 'h1' }: EmptyStateProps) {
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: { xs: 6, md: 10 }, px: 3 }}>
      <Box
        sx={{
          width: 88,
          height: 88,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
          '& svg': { fontSize: 44 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h4" component={titleComponent}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      )}
      {action}
    </Stack>
  );
}
