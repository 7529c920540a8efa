import type { Me } from '@here-and-there/contracts';
import { Box } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SelectField } from '../../../shared/ui/form/SelectField.tsx';
import { SwitchRow } from '../../../shared/ui/SwitchRow.tsx';
import type { SettingsChange } from '../account-settings.ts';

/** When a digest is first switched on: early enough to read with breakfast. */
const defaultDigestTime = '08:00';

/** Every half hour of a day, "00:00" to "23:30". */
const halfHours = Array.from(
  { length: 48 },
  (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
);

/**
 * The daily digest: crossings and the network's trips in one email a day at a time the member
 * picks (in their home city's time), or one email each. Saved as `digest_at` as it is changed.
 */
export function DigestSetting({ me, onChange }: { me: Me; onChange: (change: SettingsChange) => void }) {
  const { t } = useTranslation('users');
  const digestAt = me.notification_preferences.digest_at;
  // A time set elsewhere off the half hour stays choosable.
  const times = digestAt && !halfHours.includes(digestAt) ? [...halfHours, digestAt].sort() : halfHours;
  return (
    <Box>
      <SwitchRow
        label={t('privacy.digest.switch')}
        hint={t('privacy.digest.hint')}
        name="digest"
        checked={digestAt !== null}
        onChange={(isOn) => onChange({ notification_preferences: { digest_at: isOn ? defaultDigestTime : null } })}
      />
      {digestAt !== null && (
        <Box sx={{ mt: 2, maxWidth: { sm: 360 } }}>
          <SelectField
            label={t('privacy.digest.time')}
            name="digest_at"
            value={digestAt}
            options={times.map((time) => ({ value: time, label: time }))}
            onChange={(time) => onChange({ notification_preferences: { digest_at: time } })}
            helperText={t('privacy.digest.timeHint')}
          />
        </Box>
      )}
    </Box>
  );
}
