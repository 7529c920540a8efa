import { type Contact, type ContactsPage, limits, messages, type Trip, timings } from '@here-and-there/contracts';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import { Box, Button, Card, Container, Paper, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { bottomNavHeight } from '../../../app/layout/layout-sizes.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { api } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useMe } from '../../auth/auth.queries.ts';
import { contactKeys, listPath } from '../../contacts/contact-keys.ts';
import { PeoplePicker, type PickablePerson } from '../components/PeoplePicker.tsx';
import { TripLoadState, TripNotice } from '../components/TripLoadState.tsx';
import { formatTripDays } from '../trip-days.ts';
import { useNotifyContacts, useTrip } from '../trips.queries.ts';

/** The member's contacts to choose from, searched on the server, at most 100 (SPEC §9). */
const useContactsToNotify = (search: string) =>
  useQuery({
    queryKey: [...contactKeys.lists(), 'trip-notify', search],
    queryFn: ({ signal }) => api.get<ContactsPage>(listPath({ limit: limits.tripNotifyPicker, search }), { signal }),
    // A new search keeps the last list on screen until its answer arrives, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

const toPerson = (contact: Contact): PickablePerson => ({
  id: contact.id,
  firstName: contact.first_name,
  lastName: contact.last_name,
  displayName: contact.display_name,
  pictureUrl: contact.image?.['100'] ?? contact.linked_user?.profile_picture?.['100'],
  details: [contact.cel ?? contact.tel ?? contact.email, contact.location?.title].filter(Boolean).join(' · '),
});

/** `/trips/edit/{tripId}/notifications`: the owner chooses contacts to tell about the trip (SPEC §5: at least one). */
export default function TripNotificationsScreen() {
  const { t } = useTranslation('trips');
  const { tripId = '' } = useParams();
  const trip = useTrip(tripId);
  const me = useMe();

  let body: ReactNode;
  if (trip.data && me && trip.data.owner !== me.id) body = <TripNotice>{t('trip.notYours')}</TripNotice>;
  else if (trip.data) body = <ContactChoice key={trip.data.id} trip={trip.data} />;
  else body = <TripLoadState query={trip} tripId={tripId} />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={routes.trip(tripId)}>{trip.data?.location.title ?? t('trip.yours')}</BackLink>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {t('notify.title')}
      </Typography>
      {body}
    </Container>
  );
}

function ContactChoice({ trip }: { trip: Trip }) {
  const { t, i18n } = useTranslation('trips');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const notifyContacts = useNotifyContacts(trip.id);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const contacts = useContactsToNotify(search);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(trip.contacts_to_notify));
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const sendButton = useRef<HTMLButtonElement>(null);

  // SPEC §9: the search waits for a pause in typing.
  useEffect(() => {
    const typed = text.trim();
    if (typed === search) return;
    const timer = setTimeout(() => setSearch(typed), timings.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, search]);

  const people = useMemo(() => contacts.data?.results.map(toPerson), [contacts.data]);

  const toggle = (contactId: string) => {
    setProblem(null);
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(contactId)) next.add(contactId);
      return next;
    });
  };

  const send = () => {
    if (chosen.size === 0) {
      setProblem(messages.atLeastOne);
      sendButton.current?.focus();
      return;
    }
    notifyContacts.mutate(
      { contacts_to_notify: [...chosen] },
      {
        onSuccess: () => navigate(routes.trip(trip.id)),
        onError: (error) => {
          const refusal = error instanceof ApiError ? error.fields.contacts_to_notify?.[0] : undefined;
          if (refusal) setProblem(refusal);
          else notify.error(error instanceof ApiError ? translateMessage(tCommon, error.message) : undefined);
        },
      },
    );
  };

  const hasNoContacts = !search && contacts.data?.count === 0;
  if (hasNoContacts) {
    return (
      <EmptyState
        titleComponent="h2"
        icon={<ContactsOutlinedIcon />}
        title={t('notify.noContacts')}
        description={t('notify.noContactsHint')}
        action={
          <Button variant="contained" component={RouterLink} to={routes.contacts}>
            {t('notify.addContacts')}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notify.lead', {
          place: trip.location.title,
          days: formatTripDays(trip.arrival_datetime, trip.departure_datetime, i18n.language),
        })}
      </Typography>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <PeoplePicker
          label={t('notify.title')}
          searchLabel={t('notify.search')}
          searchPlaceholder={t('notify.searchPlaceholder')}
          search={text}
          onSearch={setText}
          people={people}
          chosen={chosen}
          onToggle={toggle}
          emptyText={t('picker.noMatches')}
          isFailed={contacts.isError}
          onRetry={() => void contacts.refetch()}
        />
      </Card>
      <Paper
        elevation={8}
        sx={{
          position: 'sticky',
          bottom: { xs: bottomNavHeight + 12, md: 16 },
          mt: 2,
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderRadius: 4,
          border: 1,
          borderColor: problem ? 'error.main' : 'divider',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography role="status" noWrap sx={{ fontWeight: 500 }}>
            {chosen.size === 1 ? t('notify.chosenOne') : t('notify.chosenOther', { count: chosen.size })}
          </Typography>
          {problem && (
            <Typography id={problemId} variant="caption" color="error" sx={{ display: 'block' }}>
              {translateMessage(tCommon, problem)}
            </Typography>
          )}
        </Box>
        <Button
          ref={sendButton}
          variant="contained"
          startIcon={<CampaignOutlinedIcon />}
          loading={notifyContacts.isPending}
          onClick={send}
          aria-describedby={problem ? problemId : undefined}
        >
          {t('notify.send')}
        </Button>
      </Paper>
    </>
  );
}
