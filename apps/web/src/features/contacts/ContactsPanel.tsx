import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import SwipeOutlinedIcon from '@mui/icons-material/SwipeOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, ButtonBase, Card, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../app/routing/route-paths.ts';
import { useDialogs } from '../../shared/dialogs/use-dialogs.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton.tsx';
import { ListSkeleton } from '../../shared/ui/Placeholder.tsx';
import { ContactSummary, contactRowSx } from './components/ContactSummary.tsx';
import { useContactDialogs } from './contact-dialogs.ts';
import { type ContactFilters, useContactList } from './contacts.queries.ts';

const loadSelection = () => import('./components/ContactSelection.tsx');
const SelectableRow = lazy(() => loadSelection().then((module) => ({ default: module.SelectableRow })));
const SelectionBar = lazy(() => loadSelection().then((module) => ({ default: module.SelectionBar })));

/**
 * The member's address book (`/contacts` and the contacts tab of `/spheres/{tab}`), ten at a time:
 * adding, importing, inviting several by text and the swipe deck start here; a contact opens in
 * the view-contact dialog.
 */
export default function ContactsPanel({ search, locationId }: ContactFilters) {
  const { t } = useTranslation('contacts');
  const { t: tCommon } = useTranslation();
  const { openDialog } = useDialogs();
  const { openContactDialog } = useContactDialogs();
  const list = useContactList({ search, locationId });
  // The contacts chosen for a text invitation; null while the member is not choosing.
  const [selection, setSelection] = useState<ReadonlySet<string> | null>(null);
  const isFiltered = !!search.trim() || locationId !== null;

  const addButton = (
    <Button variant="contained" startIcon={<PersonAddAltOutlinedIcon />} onClick={() => openDialog('create-contact')}>
      {t('list.add')}
    </Button>
  );
  const importButton = (
    <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={() => openDialog('import-contacts')}>
      {t('list.import')}
    </Button>
  );

  if (list.isError && !list.data) {
    return (
      <EmptyState
        titleComponent="h2"
        icon={<ReportGmailerrorredIcon />}
        title={tCommon('errors.somethingWentWrong')}
        description={t('list.failed')}
        action={
          <Button variant="contained" onClick={() => void list.refetch()}>
            {tCommon('actions.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (!list.data) return <ListSkeleton label={t('list.loading')} />;

  const contacts = list.data.pages.flatMap((page) => page.results);
  const count = list.data.pages[0]?.count ?? 0;

  if (contacts.length === 0) {
    return (
      <EmptyState
        titleComponent="h2"
        icon={<ContactsOutlinedIcon />}
        title={isFiltered ? t('list.noResults') : t('list.empty')}
        description={isFiltered ? t('list.noResultsHint') : t('list.emptyHint')}
        action={
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
            {addButton}
            {importButton}
          </Stack>
        }
      />
    );
  }

  const toggle = (contactId: string) =>
    setSelection((current) => {
      const next = new Set(current);
      if (!next.delete(contactId)) next.add(contactId);
      return next;
    });

  return (
    <Stack sx={{ gap: 2 }}>
      {selection ? (
        <Typography color="text.secondary">{t('list.selectHint')}</Typography>
      ) : (
        <Stack
          direction="row"
          role="toolbar"
          aria-label={t('list.actions')}
          sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {addButton}
          {importButton}
          <Button
            variant="outlined"
            startIcon={<SmsOutlinedIcon />}
            onClick={() => setSelection(new Set())}
            // Whoever may start choosing soon gets its code on the way.
            onPointerEnter={() => void loadSelection()}
            onFocus={() => void loadSelection()}
          >
            {t('list.inviteSeveral')}
          </Button>
          <Button variant="outlined" startIcon={<SwipeOutlinedIcon />} component={RouterLink} to={routes.contactsSwipe}>
            {t('list.swipe')}
          </Button>
        </Stack>
      )}

      <Box component="section" aria-labelledby="contacts-count">
        <Typography
          id="contacts-count"
          variant="overline"
          component="h2"
          color="text.secondary"
          sx={{ display: 'block', mb: 1, px: 0.5 }}
        >
          {count === 1 ? t('list.countOne') : t('list.countOther', { count })}
        </Typography>
        <Card
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {contacts.map((contact) => {
            const button = (
              <ButtonBase
                onClick={() => openContactDialog('view-contact', contact.id)}
                sx={contactRowSx}
                aria-haspopup="dialog"
              >
                <ContactSummary contact={contact} />
              </ButtonBase>
            );
            return (
              <Box component="li" key={contact.id}>
                {selection ? (
                  <Suspense fallback={button}>
                    <SelectableRow
                      contact={contact}
                      isSelected={selection.has(contact.id)}
                      onToggle={() => toggle(contact.id)}
                    />
                  </Suspense>
                ) : (
                  button
                )}
              </Box>
            );
          })}
        </Card>
      </Box>

      <LoadMoreButton list={list} label={t('list.more')} />

      {selection && (
        <Suspense fallback={null}>
          <SelectionBar selection={selection} onDone={() => setSelection(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
