import { type Me, messages, type QuietHours } from '@here-and-there/contracts';
import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { SwitchRow } from '../../../shared/ui/SwitchRow.tsx';

/** What turning quiet hours on starts from: the night. */
const nightHours: QuietHours = { starts_at: '22:00', ends_at: '07:00' };

const noRef = () => undefined;

/**
 * Quiet hours (off by default): a switch, and when on, the hours from and to, read in the home
 * city's time. A time is saved as soon as it is complete and differs from the other one.
 */
export function QuietHoursSetting({ me, onChange }: { me: Me; onChange: (hours: QuietHours | null) => void }) {
  const { t } = useTranslation('users');
  const saved = me.notification_preferences.quiet_hours;
  const [hours, setHours] = useState<QuietHours>(saved ?? nightHours);
  // A change the server refused is put back in the settings: the fields follow.
  const [savedStart, savedEnd] = [saved?.starts_at, saved?.ends_at];
  useEffect(() => {
    if (savedStart && savedEnd) setHours({ starts_at: savedStart, ends_at: savedEnd });
  }, [savedStart, savedEnd]);
  const isEmpty = hours.starts_at === hours.ends_at;
  const edit = (next: QuietHours) => {
    setHours(next);
    const isComplete = next.starts_at !== '' && next.ends_at !== '';
    if (isComplete && next.starts_at !== next.ends_at) onChange(next);
  };
  const timeField = (end: keyof QuietHours, label: string) => (
    <FormTextField
      type="time"
      label={label}
      field={{
        name: `quiet_hours.${end}`,
        value: hours[end],
        error: end === 'ends_at' && isEmpty ? messages.quietHoursEmpty : undefined,
        onChange: (time) => edit({ ...hours, [end]: time }),
        ref: noRef,
      }}
    />
  );
  const home = me.base_location?.title;
  return (
    <Box sx={{ mt: 2 }}>
      <SwitchRow
        label={t('privacy.quietHours')}
        hint={t('privacy.quietHoursHint')}
        checked={saved !== null}
        onChange={(isOn) => {
          // Hours left equal while off are not kept: on again, it is the night.
          const chosen = isEmpty ? nightHours : hours;
          setHours(chosen);
          onChange(isOn ? chosen : null);
        }}
      />
      {saved && (
        <Box sx={{ mt: 1.5, maxWidth: { sm: 360 } }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            {timeField('starts_at', t('privacy.quietFrom'))}
            {timeField('ends_at', t('privacy.quietTo'))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {home ? t('privacy.quietHoursZone', { city: home }) : t('privacy.quietHoursUtc')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
