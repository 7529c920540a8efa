import type { Meetup } from '@here-and-there/contracts';
import EventIcon from '@mui/icons-material/EventOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Tag } from '../../../shared/ui/Tag.tsx';
import { useChatFailure } from '../chat-notices.ts';
import { meetupMoment, meetupPlace, meetupStatusColors } from './meetup-format.ts';
import { meetupKeys, useAnswerMeetup } from './meetups.queries.ts';

/**
 * A meetup's card in its chat: where, when (in the viewer's time zone) and where it stands, with
 * the answers the viewer may give (accept or decline for the invitee, cancel for either).
 */
export function MeetupCard({ meetup }: { meetup: Meetup }) {
  const { t, i18n } = useTranslation('messaging');
  const failed = useChatFailure();
  const answer = useAnswerMeetup();
  const queryClient = useQueryClient();
  const shownStatus = useRef(meetup.status);
  // The other member's answer arrives over the socket: the dashboard's list follows it.
  useEffect(() => {
    if (shownStatus.current === meetup.status) return;
    shownStatus.current = meetup.status;
    void queryClient.invalidateQueries({ queryKey: meetupKeys.all });
  }, [meetup.status, queryClient]);
  const act = (action: 'accept' | 'decline' | 'cancel') =>
    answer.mutate({ meetupId: meetup.id, action }, { onError: failed });
  const { abilities } = meetup;
  return (
    <Box
      data-testid="meetup-card"
      data-status={meetup.status}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2.5,
        bgcolor: 'background.paper',
        color: 'text.primary',
        px: 2,
        py: 1.5,
        minWidth: { xs: 220, sm: 280 },
      }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
          <EventIcon fontSize="small" color="secondary" />
          <Typography variant="subtitle2" component="p">
            {t('meetup.title')}
          </Typography>
        </Stack>
        <Tag label={t(`meetup.status.${meetup.status}`)} color={meetupStatusColors[meetup.status]} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
        {meetupPlace(meetup)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {meetupMoment(meetup.starts_at, i18n.language)}
      </Typography>
      {(abilities.accept || abilities.decline || abilities.cancel) && (
        <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {abilities.cancel && !abilities.decline && (
            <Button size="small" color="inherit" disabled={answer.isPending} onClick={() => act('cancel')}>
              {t('meetup.cancel')}
            </Button>
          )}
          {abilities.decline && (
            <Button size="small" color="inherit" disabled={answer.isPending} onClick={() => act('decline')}>
              {t('meetup.decline')}
            </Button>
          )}
          {abilities.accept && (
            <Button size="small" variant="contained" disabled={answer.isPending} onClick={() => act('accept')}>
              {t('meetup.accept')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
