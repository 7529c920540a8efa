import type { Contact } from '@here-and-there/contracts';
import { Box, Typography } from '@mui/material';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { ContactTags } from './ContactTags.tsx';

/** A row of the contacts list, as a button or as a checkbox's label. */
export const contactRowSx = {
  width: '100%',
  justifyContent: 'flex-start',
  gap: 2,
  px: { xs: 1.5, sm: 2 },
  py: 1.5,
  textAlign: 'left',
  borderRadius: 3,
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

/** Avatar, name, how to reach them and where they live, with their level and whether they joined. */
export function ContactSummary({ contact }: { contact: Contact }) {
  const details = [contact.cel ?? contact.tel ?? contact.email, contact.location?.title].filter(Boolean).join(' · ');
  return (
    <>
      {/* The name beside it says who it is. */}
      <Box aria-hidden sx={{ display: 'flex' }}>
        <MemberAvatar
          firstName={contact.first_name}
          lastName={contact.last_name ?? ''}
          pictureUrl={contact.image?.['100']}
          size={48}
        />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap sx={{ fontWeight: 500 }}>
          {contact.display_name}
        </Typography>
        {details && (
          <Typography noWrap variant="body2" color="text.secondary">
            {details}
          </Typography>
        )}
      </Box>
      <ContactTags contact={contact} />
    </>
  );
}
