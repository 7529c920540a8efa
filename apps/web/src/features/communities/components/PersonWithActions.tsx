import type { User } from '@here-and-there/contracts';
import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { PersonSummary } from '../../../shared/ui/PersonSummary.tsx';

/** A person in a list with the buttons an admin answers them with beside their name (wrapping under it on a phone). */
export function PersonWithActions({ person, children }: { person: User; children?: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 1.5, sm: 2 }, py: 1.5, flexWrap: 'wrap' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: '1 1 220px', minWidth: 0 }}>
        <PersonSummary
          firstName={person.first_name}
          lastName={person.last_name}
          displayName={person.display_name}
          pictureUrl={person.profile_picture?.['100']}
          details={person.username ? `@${person.username}` : ''}
        />
      </Box>
      {children && (
        <Stack direction="row" sx={{ gap: 1, ml: 'auto' }}>
          {children}
        </Stack>
      )}
    </Box>
  );
}
