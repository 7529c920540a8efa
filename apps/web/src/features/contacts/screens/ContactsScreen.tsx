import { Container, Typography } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import ContactsPanel from '../ContactsPanel.tsx';
import { ListFilters, useListFilters } from '../components/ListFilters.tsx';

/** `/contacts`: the member's address book with its own search. */
export default function ContactsScreen() {
  const { t } = useTranslation('contacts');
  const { search, locationId } = useListFilters();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.lead')}
      </Typography>
      <ListFilters />
      <ContactsPanel search={search} locationId={locationId} />
    </Container>
  );
}
