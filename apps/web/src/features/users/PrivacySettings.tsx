import {
  type Me,
  type NotificationPreferences,
  type VisibilityField,
  type VisibilityLevel,
  visibilityFields,
  visibilityLevels,
} from '@here-and-there/contracts';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import {
  Box,
  Card,
  FormControl,
  FormHelperText,
  InputLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { useMe } from '../auth/auth.queries.ts';
import type { SettingsChange } from './account-settings.ts';
import { useSaveSettings } from './users.queries.ts';

const levelIcons: Record<VisibilityLevel, typeof PublicOutlinedIcon> = {
  public: PublicOutlinedIcon,
  'general-network': GroupOutlinedIcon,
  'close-network': FavoriteBorderIcon,
  hidden: LockOutlinedIcon,
};

const channels = ['push', 'email', 'sms'] as const satisfies readonly (keyof NotificationPreferences)[];

/**
 * The privacy tab of /my-account: who sees each part of the profile, and how alerts reach the
 * member. Every change is saved as it is made.
 */
export default function PrivacySettings() {
  return (
    <Suspense fallback={<SettingsSkeleton />}>
      <Settings />
    </Suspense>
  );
}

function Settings() {
  const { t } = useTranslation('users');
  const me = useMe();
  if (!me) return <SettingsSkeleton />;
  return <SettingsOf me={me} t={t} />;
}

function SettingsOf({ me, t }: { me: Me; t: ReturnType<typeof useTranslation<'users'>>['t'] }) {
  const notify = useNotify();
  // Every change reports for itself: a quick second change must not swallow the first one's outcome.
  const save = useSaveSettings(me.id, {
    onSaved: () => notify.success(t('privacy.saved')),
    onFailed: () => notify.error(t('privacy.notSaved')),
  });
  const change = (settings: SettingsChange) => save.mutate(settings);

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
        <List disablePadding>
          {channels.map((channel) => (
            <ChannelSwitch
              key={channel}
              label={t(`privacy.channels.${channel}`)}
              hint={t(`privacy.channelHints.${channel}`)}
              checked={me.notification_preferences[channel]}
              onChange={(isOn) => change({ notification_preferences: { [channel]: isOn } })}
            />
          ))}
        </List>
      </SettingsCard>
    </Stack>
  );
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
  const labelId = useId();
  const hintId = useId();
  const label = t(`privacy.fields.${field}`);
  return (
    <FormControl fullWidth>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<VisibilityLevel>
        labelId={labelId}
        label={label}
        value={value}
        onChange={(event) => {
          if (event.target.value !== value) onChange(event.target.value as VisibilityLevel);
        }}
        renderValue={(level) => <LevelOption level={level} />}
        aria-describedby={hintId}
        sx={{ '& .MuiSelect-select': { py: 1.6 } }}
      >
        {visibilityLevels.map((level) => (
          <MenuItem key={level} value={level}>
            <LevelOption level={level} />
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id={hintId}>{t(`privacy.fieldHints.${field}`)}</FormHelperText>
    </FormControl>
  );
}

function LevelOption({ level }: { level: VisibilityLevel }) {
  const { t } = useTranslation('users');
  const Icon = levelIcons[level];
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

function ChannelSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (isOn: boolean) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Switch
          edge="end"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'aria-labelledby': labelId, 'aria-describedby': hintId } }}
        />
      }
    >
      <ListItemText
        primary={label}
        secondary={hint}
        slotProps={{ primary: { id: labelId }, secondary: { id: hintId } }}
      />
    </ListItem>
  );
}

function SettingsSkeleton() {
  return (
    <Stack sx={{ gap: 3 }}>
      {[8, 3].map((rows) => (
        <Card key={rows} sx={{ p: { xs: 2.5, md: 3 } }}>
          <Skeleton variant="text" sx={{ fontSize: '1.4rem', width: 180 }} />
          <Skeleton variant="text" sx={{ width: '80%', mb: 2 }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: rows > 3 ? '1fr 1fr' : '1fr' }, gap: 2.5 }}>
            {Array.from({ length: rows }, (_, index) => (
              <Skeleton key={index} variant="rounded" sx={{ height: 52, borderRadius: '12px' }} />
            ))}
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
