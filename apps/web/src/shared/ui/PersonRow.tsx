import { Box, ButtonBase } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PersonSummary, personRowSx } from './PersonSummary.tsx';

interface PersonRowProps {
  to: string;
  person: {
    first_name: string;
    last_name: string | null;
    display_name: string;
    profile_picture: { '100': string } | null;
  };
  /** Where and when; it wraps on a phone rather than losing the dates. */
  details: string;
  tags?: ReactNode;
  /** A stripe down the row's left edge in a palette colour (a trip's urgency). */
  stripe?: 'error' | 'warning' | 'success';
  /** A button of its own beside the row (a link cannot hold a button). */
  action?: ReactNode;
}

/** A row of a list of people: a person, where and when, and labels on the right; it opens `to`. */
export function PersonRow({ to, person, details, tags, stripe, action }: PersonRowProps) {
  return (
    <Box component="li" sx={action ? { display: 'flex', alignItems: 'center' } : undefined}>
      <ButtonBase
        component={RouterLink}
        to={to}
        sx={{
          ...personRowSx,
          width: '100%',
          borderRadius: 0,
          ...(stripe && { boxShadow: (theme) => `inset 4px 0 0 ${theme.palette[stripe].main}` }),
        }}
      >
        <PersonSummary
          firstName={person.first_name}
          lastName={person.last_name}
          displayName={person.display_name}
          pictureUrl={person.profile_picture?.['100']}
          details={details}
          wrapDetails
        />
        {tags && (
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: 'flex-end',
              gap: 0.75,
              flexShrink: 0,
              // A group of labels (a trip's) stacks on a phone too, leaving the width to the dates.
              '& > div': { flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-end' },
            }}
          >
            {tags}
          </Box>
        )}
      </ButtonBase>
      {action && <Box sx={{ flexShrink: 0, pr: 1 }}>{action}</Box>}
    </Box>
  );
}
