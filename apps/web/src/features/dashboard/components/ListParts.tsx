import { Box, Card, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** Rows of a list in one card, a line between each. */
export function RowList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Card
      component="ul"
      aria-label={label}
      sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {children}
    </Card>
  );
}

interface ListSectionProps {
  title: string;
  /** A line under the title: what the section holds. */
  lead: string;
  count?: number;
  children: ReactNode;
}

/** A titled part of a panel ("Here", "There"): a heading the list is named by, then the list. */
export function ListSection({ title, lead, count, children }: ListSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        {count !== undefined && count > 0 && (
          <Typography color="text.secondary" sx={{ fontWeight: 500 }}>
            {count}
          </Typography>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 0.25, mb: 1.5 }}>
        {lead}
      </Typography>
      {children}
    </Box>
  );
}

/** The buttons above a panel's list (swipe through, add, see all), wrapping on a phone. */
export function PanelActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 3 }}>
      {children}
    </Stack>
  );
}
