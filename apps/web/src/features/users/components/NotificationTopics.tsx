import { type NotificationPreferences, type NotificationTopic, notificationTopics } from '@here-and-there/contracts';
import { Box, type Theme, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';

const channels = ['push', 'email', 'sms'] as const;
type Channel = (typeof channels)[number];

/** From `sm` up: the topic, then a narrow column per channel under its heading. */
const columns = 'minmax(0, 1fr) repeat(3, 76px)';

interface NotificationTopicsProps {
  preferences: NotificationPreferences;
  onChange: (topic: NotificationTopic, channel: Channel, isOn: boolean) => void;
}

/**
 * Per topic, which channels tell of it, under the three global switches: a channel switched off
 * there is off for every topic, so its boxes are shown greyed and cannot be changed. A table with
 * a heading per channel on wider screens; on a phone each topic is a line with its three boxes
 * named beneath it.
 */
export function NotificationTopics({ preferences, onChange }: NotificationTopicsProps) {
  const { t } = useTranslation('users');
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ mt: 2.5 }}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 600 }}>
        {t('privacy.topicsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('privacy.topicsLead')}
      </Typography>
      <Box aria-hidden sx={{ display: { xs: 'none', sm: 'grid' }, gridTemplateColumns: columns, pb: 0.5 }}>
        <span />
        {channels.map((channel) => (
          <Typography
            key={channel}
            variant="body2"
            sx={{ textAlign: 'center', color: preferences[channel] ? 'text.secondary' : 'text.disabled' }}
          >
            {t(`privacy.topicChannels.${channel}`)}
          </Typography>
        ))}
      </Box>
      {notificationTopics.map((topic) => (
        <TopicRow key={topic} topic={topic} preferences={preferences} onChange={onChange} />
      ))}
    </Box>
  );
}

function TopicRow({ topic, preferences, onChange }: NotificationTopicsProps & { topic: NotificationTopic }) {
  const { t } = useTranslation('users');
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: columns },
        alignItems: 'center',
        borderTop: 1,
        borderColor: 'divider',
        pt: { xs: 1, sm: 0 },
      }}
    >
      <Typography id={labelId} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, py: { sm: 1 } }}>
        {t(`privacy.topics.${topic}`)}
      </Typography>
      {channels.map((channel) => {
        const isAvailable = preferences[channel];
        return (
          <Box
            component="label"
            key={channel}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: { xs: 'flex-start', sm: 'center' },
              gap: 1,
              minHeight: 44,
              cursor: isAvailable ? 'pointer' : 'default',
              color: isAvailable ? 'text.primary' : 'text.disabled',
            }}
          >
            <Box
              component="input"
              type="checkbox"
              name={`${topic}.${channel}`}
              checked={preferences.topics[topic][channel]}
              disabled={!isAvailable}
              onChange={(event) => onChange(topic, channel, event.target.checked)}
              sx={(theme: Theme) => ({
                width: 20,
                height: 20,
                m: 0,
                cursor: 'inherit',
                accentColor: theme.palette.primary.main,
                '&:disabled': { opacity: 0.45 },
              })}
            />
            {/* The column heading says it from `sm` up; a screen reader hears it at every size. */}
            <Box component="span" sx={(theme: Theme) => ({ [theme.breakpoints.up('sm')]: visuallyHidden })}>
              {t(`privacy.topicChannels.${channel}`)}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
