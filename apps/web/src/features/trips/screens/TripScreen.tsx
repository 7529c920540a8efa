import type { Trip } from '@here-and-there/contracts';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import WrongLocationOutlinedIcon from '@mui/icons-material/WrongLocationOutlined';
import { Box, Button, ButtonBase, Card, Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { hasStatus } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { DetailTerm } from '../../../shared/ui/DetailTerm.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { visibilityIcons } from '../../users/visibility-icons.ts';
import { TripCrossings } from '../components/TripCrossings.tsx';
import { TripTags } from '../components/TripTags.tsx';
import { dayOf, daysBetween, formatTripDays } from '../trip-days.ts';
import { useTripDialogs } from '../trip-dialogs.ts';
import { useDeleteTrip, useTrip } from '../trips.queries.ts';

/**
 * `/trips/{tripId}`: a trip as the member may see it, and for its owner the crossings it makes
 * and what can be done with it. A trip the member may not see is not found, like one that never was.
 */
export default function TripScreen() {
  const { tripId = '' } = useParams();
  const trip = useTrip(tripId);

  // A malformed id (400) names no trip either.
  if (hasStatus(trip.error, 400, 404)) return <NotFound />;
  if (trip.isError && !trip.data) return <LoadFailed retry={() => void trip.refetch()} />;
  if (!trip.data) return <PageSpinner />;
  return <TripView trip={trip.data} />;
}

function TripView({ trip }: { trip: Trip }) {
  const { t, i18n } = useTranslation('trips');
  const me = useMe();
  const isOwn = me?.id === trip.owner;
  const days = daysBetween(dayOf(trip.arrival_datetime), dayOf(trip.departure_datetime)) + 1;
  const excluded = trip.visibility_exclusions.length;
  const VisibilityIcon = visibilityIcons[trip.visibility];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {isOwn && <BackLink to={routes.myTrips}>{t('trip.back')}</BackLink>}
      <Stack sx={{ gap: 1.5, mb: 3 }}>
        <TripTags trip={trip} />
        <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {trip.location.title}
        </Typography>
        <Typography color="text.secondary">
          {isOwn ? t('trip.yours') : t('trip.ofMember', { name: trip.user.display_name })}
        </Typography>
      </Stack>

      <Stack sx={{ gap: 3 }}>
        <Card sx={{ p: { xs: 2.5, md: 3 } }}>
          <Stack component="dl" sx={{ m: 0, gap: 2.5 }}>
            <DetailTerm icon={<CalendarMonthOutlinedIcon />} label={t('trip.when')}>
              {formatTripDays(trip.arrival_datetime, trip.departure_datetime, i18n.language)} ·{' '}
              {days === 1 ? t('trip.daysOne') : t('trip.daysOther', { count: days })}
            </DetailTerm>
            <DetailTerm icon={<VisibilityIcon />} label={t('trip.who')}>
              {t(`visibility.${trip.visibility}`)}
              {isOwn && excluded > 0 && (
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', mt: 0.5 }}>
                  {excluded === 1 ? t('trip.excludedOne') : t('trip.excludedOther', { count: excluded })}
                </Typography>
              )}
            </DetailTerm>
            {trip.description && (
              <DetailTerm icon={<NotesOutlinedIcon />} label={t('trip.description')}>
                <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {trip.description}
                </Box>
              </DetailTerm>
            )}
          </Stack>
          {isOwn && <OwnerActions trip={trip} />}
        </Card>

        {!isOwn && <Traveller trip={trip} />}
        {isOwn && trip.status === 'confirmed' && <TripCrossings trip={trip} />}
      </Stack>
    </Container>
  );
}

/** Who travels: opens their profile. */
function Traveller({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  const { user } = trip;
  return (
    <Card>
      <ButtonBase
        component={RouterLink}
        to={routes.user(user.id)}
        sx={{ width: '100%', justifyContent: 'flex-start', gap: 2, p: { xs: 2.5, md: 3 }, textAlign: 'left' }}
      >
        <MemberAvatar
          firstName={user.first_name}
          lastName={user.last_name ?? ''}
          pictureUrl={user.profile_picture?.['100']}
          size={56}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('trip.owner')}
          </Typography>
          <Typography noWrap sx={{ fontWeight: 500 }}>
            {user.display_name}
          </Typography>
          {user.base_location && (
            <Typography noWrap variant="body2" color="text.secondary">
              {user.base_location.title}
            </Typography>
          )}
        </Box>
        <Typography color="primary" sx={{ fontWeight: 500, display: { xs: 'none', sm: 'block' } }}>
          {t('trip.viewProfile')}
        </Typography>
      </ButtonBase>
    </Card>
  );
}

/** Edit, confirm, notify contacts and delete (after a confirmation): the owner's alone. */
function OwnerActions({ trip }: { trip: Trip }) {
  const { t } = useTranslation('trips');
  const navigate = useNavigate();
  const { openEditTrip } = useTripDialogs();
  const deleteTrip = useDeleteTrip();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const needsConfirming = trip.status !== 'confirmed';
  const notified = trip.contacts_to_notify.length;

  if (isConfirmingDelete) {
    return (
      <Stack
        role="group"
        aria-labelledby="confirm-delete-trip"
        sx={{ gap: 1.5, mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography id="confirm-delete-trip" variant="h6" component="p">
          {t('trip.confirmDelete')}
        </Typography>
        <Typography color="text.secondary">{t('trip.confirmDeleteBody')}</Typography>
        <ActionRow>
          <Button color="inherit" size="large" onClick={() => setConfirmingDelete(false)} autoFocus>
            {t('trip.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            size="large"
            loading={deleteTrip.isPending}
            onClick={() => deleteTrip.mutate(trip.id, { onSuccess: () => navigate(routes.myTrips, { replace: true }) })}
          >
            {t('trip.delete')}
          </Button>
        </ActionRow>
      </Stack>
    );
  }

  return (
    <Stack sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider', gap: 1.5 }}>
      {notified > 0 && (
        <Typography variant="body2" color="text.secondary">
          {notified === 1 ? t('trip.notifiedOne') : t('trip.notifiedOther', { count: notified })}
        </Typography>
      )}
      <ActionRow>
        <Button color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirmingDelete(true)}>
          {t('trip.delete')}
        </Button>
        {!needsConfirming && (
          <Button
            variant="outlined"
            startIcon={<CampaignOutlinedIcon />}
            component={RouterLink}
            to={routes.tripNotifications(trip.id)}
          >
            {t('trip.notifyContacts')}
          </Button>
        )}
        <Button
          variant={needsConfirming ? 'contained' : 'outlined'}
          startIcon={needsConfirming ? <TaskAltIcon /> : <EditOutlinedIcon />}
          onClick={() => openEditTrip(trip.id)}
          aria-haspopup="dialog"
        >
          {needsConfirming ? t('trip.confirm') : t('trip.edit')}
        </Button>
      </ActionRow>
    </Stack>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const { t: tTrips } = useTranslation('trips');
  return (
    <Container maxWidth="sm">
      <EmptyState
        icon={<WrongLocationOutlinedIcon />}
        title={t('errors.tripNotFound')}
        description={tTrips('trip.notFoundHint')}
      />
    </Container>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  const { t: tTrips } = useTranslation('trips');
  return (
    <Container maxWidth="sm">
      <EmptyState
        icon={<ReportGmailerrorredIcon />}
        title={t('errors.somethingWentWrong')}
        description={tTrips('trip.failedHint')}
        action={
          <Button variant="contained" onClick={retry}>
            {t('actions.tryAgain')}
          </Button>
        }
      />
    </Container>
  );
}
