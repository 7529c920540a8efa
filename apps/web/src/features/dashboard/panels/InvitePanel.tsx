import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import SwipeOutlinedIcon from '@mui/icons-material/SwipeOutlined';
import { Box, Button, ButtonBase, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { ListSkeleton } from '../../../shared/ui/Placeholder.tsx';
import { ContactSummary, contactRowSx } from '../../contacts/components/ContactSummary.tsx';
import { useContactDialogs } from '../../contacts/contact-dialogs.ts';
import { ListFailed } from '../components/ListFailed.tsx';
import { PanelActions, RowList } from '../components/ListParts.tsx';
import { useContactsToInvite } from '../dashboard.queries.ts';

/**
 * The contacts tab: the first of the member's contacts who could be invited by text, each opening
 * in the contact dialog, and the swipe deck that goes through all of them.
 */
export default function InvitePanel() {
  const { t } = useTranslation('dashboard');
  const { openContactDialog } = useContactDialogs();
  const contacts = useContactsToInvite();

  const allContacts = (
    <Button variant="outlined" component={RouterLink} to={routes.contacts} startIcon={<ContactsOutlinedIcon />}>
      {t('actions.allContacts')}
    </Button>
  );

  if (contacts.isError && !contacts.data) {
    return <ListFailed description={t('contacts.failed')} onRetry={() => void contacts.refetch()} />;
  }
  if (!contacts.data) return <ListSkeleton label={t('contacts.loading')} />;
  if (contacts.data.results.length === 0) {
    return (
      <EmptyState
        titleComponent="h2"
        icon={<ContactsOutlinedIcon />}
        title={t('contacts.empty')}
        description={t('contacts.emptyHint')}
        action={allContacts}
      />
    );
  }
  return (
    <>
      <PanelActions>
        <Button variant="contained" component={RouterLink} to={routes.contactsSwipe} startIcon={<SwipeOutlinedIcon />}>
          {t('actions.swipeInvite')}
        </Button>
        {allContacts}
      </PanelActions>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {contacts.data.count === 1 ? t('contacts.countOne') : t('contacts.countOther', { count: contacts.data.count })}
      </Typography>
      <RowList label={t('contacts.list')}>
        {contacts.data.results.map((contact) => (
          <Box component="li" key={contact.id}>
            <ButtonBase
              sx={{ ...contactRowSx, borderRadius: 0 }}
              onClick={() => openContactDialog('view-contact', contact.id)}
              aria-haspopup="dialog"
            >
              <ContactSummary contact={contact} />
            </ButtonBase>
          </Box>
        ))}
      </RowList>
    </>
  );
}
