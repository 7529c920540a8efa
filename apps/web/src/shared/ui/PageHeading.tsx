import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A screen's title and the sentence under it that says what the screen is for. */
export function PageHeading({
  title,
  lead,
  spaceBelow = 3,
}: {
  title: ReactNode;
  lead: ReactNode;
  spaceBelow?: number;
}) {
  return (
    <>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: spaceBelow }}>
        {lead}
      </Typography>
    </>
  );
}
