import type { Contact } from '@here-and-there/contracts';
import CloseIcon from '@mui/icons-material/Close';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { Box, Button, Container, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { brand } from '../../../app/theme/theme.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';
import { DeckCard } from '../../../shared/ui/swipe/DeckCard.tsx';
import { type CardDecoration, SwipeDeck } from '../../../shared/ui/swipe/SwipeDeck.tsx';
import { ContactTags } from '../components/ContactTags.tsx';
import { useInvitableContacts, useInviteBySms } from '../contacts.queries.ts';

/**
 * `/dashboard/contacts/swipe`: the contacts who could be invited by text, one card at a time.
 * Right sends the invitation, left skips. An empty deck goes on to the members who joined
 * recently (SPEC §4).
 */
export default function ContactSwipeScreen() {
  const { t } = useTranslation('contacts');
  const { t: tCommon } = useTranslation();
  const deck = useInvitableContacts();
  const invite = useInviteBySms();

  if (deck.isError && !deck.data) {
    return (
      <Container maxWidth="sm">
        <EmptyState
          icon={<ReportGmailerrorredIcon />}
          title={tCommon('errors.somethingWentWrong')}
          description={t('swipe.failed')}
          action={
            <Button variant="contained" onClick={() => void deck.refetch()}>
              {tCommon('actions.tryAgain')}
            </Button>
          }
        />
      </Container>
    );
  }
  if (!deck.data) return <PageSpinner />;

  return (
    // A card flying off the side must not make the page scroll sideways.
    <Box sx={{ overflowX: 'clip' }}>
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h2" component="h1">
          {t('swipe.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('swipe.lead')}
        </Typography>
        <SwipeDeck
          // Invited contacts leave the deck's data as well: the deck counts them from what it sent away.
          items={deck.data.results}
          keyOf={(contact) => contact.id}
          skip={{
            label: t('swipe.skip'),
            icon: <CloseIcon />,
            nameFor: (contact) => t('swipe.skipName', { name: contact.display_name }),
            color: brand.coral,
          }}
          accept={{
            label: t('swipe.invite'),
            icon: <SmsOutlinedIcon />,
            nameFor: (contact) => t('swipe.inviteName', { name: contact.display_name }),
            color: brand.teal,
          }}
          onDismiss={(contact, direction) => {
            if (direction === 'right') invite.mutate(contact.id);
          }}
          progressLabel={(current, total) => t('swipe.progress', { current, total })}
          renderCard={(contact, decoration) => <ContactCard contact={contact} {...decoration} />}
          whenEmpty={<Navigate to={routes.recentUsers} replace />}
        />
      </Container>
    </Box>
  );
}

function ContactCard({ contact, ...decoration }: { contact: Contact } & CardDecoration) {
  const { t } = useTranslation('contacts');
  const phone = contact.cel ?? contact.tel;
  return (
    <DeckCard
      {...decoration}
      label={t('swipe.card', { name: contact.display_name })}
      picture={{ firstName: contact.first_name, lastName: contact.last_name, url: contact.image?.['500'] }}
      title={contact.display_name}
      tags={<ContactTags contact={contact} />}
      details={[
        ...(phone ? [{ icon: <SmartphoneOutlinedIcon />, text: phone }] : []),
        ...(contact.location ? [{ icon: <PlaceOutlinedIcon />, text: contact.location.title }] : []),
      ]}
    />
  );
}
