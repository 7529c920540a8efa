import { Container } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import ContactsPanel from '../ContactsPanel.tsx';
import { ListFilters, useListFilters } from '../components/ListFilters.tsx';

/** `/contacts`: the member's address book with its own search. */
export default function ContactsScreen() {
  const { t } = useTranslation('contacts');
  const { search, locationId } = useListFilters();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('page.title')} lead={t('page.lead')} />
      <ListFilters />
      <ContactsPanel search={search} locationId={locationId} />
    </Container>
  );
}
