import {
  alertLeadDays,
  type Me,
  type NotificationPreferences,
  type VisibilityField,
  type VisibilityLevel,
  visibilityFields,
  visibilityLevels,
} from '@here-and-there/contracts';
import { Box, Card, Stack, Typography } from '@mui/material';
import { Fragment, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { type PushRefusal, platform } from '../../platform/index.ts';
import { useConfig } from '../../shared/config/config.queries.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { SelectField } from '../../shared/ui/form/SelectField.tsx';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { SwitchRow } from '../../shared/ui/SwitchRow.tsx';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { useMe } from '../auth/auth.queries.ts';
import type { SettingsChange } from './account-settings.ts';
import { DigestSetting } from './components/DigestSetting.tsx';
import { NotificationTopics } from './components/NotificationTopics.tsx';
import { QuietHoursSetting } from './components/QuietHoursSetting.tsx';
import { useSaveSettings } from './settings.queries.ts';
import { visibilityIcons } from './visibility-icons.ts';

const PushRefusalNotice = lazy(() => import('./components/PushRefusalNotice.tsx'));

const channels = ['push', 'email', 'sms'] as const satisfies readonly (keyof NotificationPreferences)[];

const leadDayChoices = Array.from(
  { length: alertLeadDays.max - alertLeadDays.min + 1 },
  (_, index) => alertLeadDays.min + index,
);

/**
 * The privacy tab of /my-account: who sees each part of the profile, and how alerts reach the
 * member. Every change is saved as it is made. The account screen downloads it together with the
 * `users` words and shows its spinner meanwhile, so the tab renders complete at once.
 */
export default function PrivacySettings() {
  const { t } = useTranslation('users');
  const me = useMe();
  if (!me) return <PageSpinner />;
  return <SettingsOf me={me} t={t} />;
}

function SettingsOf({ me, t }: { me: Me; t: ReturnType<typeof useTranslation<'users'>>['t'] }) {
  const notify = useNotify();
  const { t: tCommon } = useTranslation();
  // Every change reports for itself: a quick second change must not swallow the first one's outcome.
  const save = useSaveSettings(me.id, {
    onSaved: () => notify.success(tCommon('errors.changesSaved')),
    onFailed: () => notify.error(t('privacy.notSaved')),
  });
  const change = (settings: SettingsChange) => save.mutate(settings);
  const pushHere = usePushHere(me.notification_preferences.push);

  return (
    <Stack sx={{ gap: 3 }}>
      <SettingsCard title={t('privacy.visibilityTitle')} lead={t('privacy.visibilityLead')}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5, mt: 1 }}>
          {visibilityFields.map((field) => (
            <LevelPicker
              key={field}
              field={field}
              value={me.visibility[field]}
              onChange={(level) => change({ visibility: { [field]: level } })}
            />
          ))}
        </Box>
      </SettingsCard>
      <SettingsCard title={t('privacy.notificationsTitle')} lead={t('privacy.notificationsLead')}>
        <Box>
          {channels.map((channel) => (
            <Fragment key={channel}>
              <SwitchRow
                label={t(`privacy.channels.${channel}`)}
                hint={t(`privacy.channelHints.${channel}`)}
                checked={me.notification_preferences[channel]}
                onChange={(isOn) => {
                  change({ notification_preferences: { [channel]: isOn } });
                  if (channel === 'push') pushHere.switched(isOn);
                }}
              />
              {channel === 'push' && pushHere.refusal && (
                <Suspense fallback={null}>
                  <PushRefusalNotice text={t(`privacy.pushHere.${pushHere.refusal}`)} />
                </Suspense>
              )}
            </Fragment>
          ))}
        </Box>
        <NotificationTopics
          preferences={me.notification_preferences}
          onChange={(topic, channel, isOn) =>
            change({ notification_preferences: { topics: { [topic]: { [channel]: isOn } } } })
          }
        />
        <QuietHoursSetting me={me} onChange={(hours) => change({ notification_preferences: { quiet_hours: hours } })} />
        <Box sx={{ mt: 2, maxWidth: { sm: 360 } }}>
          <SelectField
            label={t('privacy.leadDays')}
            name="alert_lead_days"
            value={String(me.notification_preferences.alert_lead_days)}
            options={leadDayChoices.map((days) => ({
              value: String(days),
              label: days === 1 ? t('privacy.leadDayOne') : t('privacy.leadDaysOther', { count: days }),
            }))}
            onChange={(days) => change({ notification_preferences: { alert_lead_days: Number(days) } })}
            helperText={t('privacy.leadDaysHint')}
          />
        </Box>
      </SettingsCard>
      <SettingsCard title={t('privacy.digest.title')} lead={t('privacy.digest.lead')}>
        <DigestSetting me={me} onChange={change} />
      </SettingsCard>
    </Stack>
  );
}

/**
 * Pushes in this browser follow the push switch: turning it on asks for the browser's permission
 * (only then, as the member acted) and registers the browser. The choice is saved whatever the
 * browser says, as it holds for the member's phone too; where this browser cannot show pushes, the
 * reason stays under the switch, also on a later visit.
 */
function usePushHere(isOn: boolean) {
  const serverKey = useConfig().web_push_public_key;
  const [outcome, setOutcome] = useState<PushRefusal | 'registered' | null>(null);
  const permission = platform.pushPermission();
  const standingRefusal: PushRefusal | null =
    permission === 'denied' ? 'refused' : permission === 'unsupported' ? 'unsupported' : null;
  const refusal = !isOn ? null : outcome === null ? standingRefusal : outcome === 'registered' ? null : outcome;
  const switched = (turnedOn: boolean) => {
    setOutcome(null);
    if (!turnedOn) return;
    void import('../notifications/push-devices.ts')
      .then(({ turnOnPushHere }) => turnOnPushHere(serverKey))
      .catch((): PushRefusal => 'failed')
      .then(setOutcome);
  };
  return { refusal, switched };
}

function SettingsCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Typography id={headingId} variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {lead}
      </Typography>
      {children}
    </Card>
  );
}

function LevelPicker({
  field,
  value,
  onChange,
}: {
  field: VisibilityField;
  value: VisibilityLevel;
  onChange: (level: VisibilityLevel) => void;
}) {
  const { t } = useTranslation('users');
  return (
    <SelectField<VisibilityLevel>
      label={t(`privacy.fields.${field}`)}
      value={value}
      onChange={onChange}
      options={visibilityLevels.map((level) => ({ value: level, label: <LevelOption level={level} /> }))}
      helperText={t(`privacy.fieldHints.${field}`)}
      displaySx={{ '&&': { py: 1.6 } }}
    />
  );
}

function LevelOption({ level }: { level: VisibilityLevel }) {
  const { t } = useTranslation('users');
  const Icon = visibilityIcons[level];
  return (
    <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center', minWidth: 0 }}>
      <Icon fontSize="small" sx={{ color: level === 'public' ? 'primary.main' : 'text.secondary', flexShrink: 0 }} />
      {/* The spec's longest wording wraps on a phone rather than being cut off. */}
      <Typography component="span" sx={{ minWidth: 0, lineHeight: 1.35, whiteSpace: 'normal' }}>
        {t(`privacy.levels.${level}`)}
      </Typography>
    </Stack>
  );
}
