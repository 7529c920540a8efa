import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { MemberAvatar } from './MemberAvatar.tsx';

/** A person's 100 px picture (the initials without one), name, and a line of details: how a list row starts. */
export const personRowSx = {
  justifyContent: 'flex-start',
  gap: 2,
  px: { xs: 1.5, sm: 2 },
  py: 1.5,
  textAlign: 'left',
  borderRadius: 3,
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

interface PersonSummaryProps {
  firstName: string;
  lastName: string | null;
  displayName: string;
  pictureUrl: string | undefined;
  details: string;
  /** Let the details wrap (dates that must not be cut) instead of ending in an ellipsis. */
  wrapDetails?: boolean;
}

/** The picture and name of a person in a list, with a line of details under the name. */
export function PersonSummary({
  firstName,
  lastName,
  displayName,
  pictureUrl,
  details,
  wrapDetails = false,
}: PersonSummaryProps) {
  return (
    <RowSummary
      visual={<MemberAvatar firstName={firstName} lastName={lastName ?? ''} pictureUrl={pictureUrl} size={48} />}
      title={displayName}
      details={details}
      wrapDetails={wrapDetails}
    />
  );
}

/** A 48 px picture and a name with a line of details under it, as a person is drawn: for a place or a community too. */
export function RowSummary({
  visual,
  title,
  details,
  wrapDetails = false,
}: {
  visual: ReactNode;
  title: string;
  details: string;
  wrapDetails?: boolean;
}) {
  return (
    <>
      {/* The name beside it says who or what it is. */}
      <Box aria-hidden sx={{ display: 'flex', flexShrink: 0 }}>
        {visual}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        {details && (
          <Typography noWrap={!wrapDetails} variant="body2" color="text.secondary">
            {details}
          </Typography>
        )}
      </Box>
    </>
  );
}
