import { bioMaxLength, type Me, messages, type User } from '@here-and-there/contracts';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  Card,
  FormControl,
  FormHelperText,
  IconButton,
  InputLabel,
  OutlinedInput,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { applyServerErrors } from '../../../shared/ui/form/apply-server-errors.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useMe } from '../../auth/auth.queries.ts';
import { LazyLocationAutocomplete } from '../../locations/LazyLocationAutocomplete.tsx';
import { usePendingChoice } from '../../locations/use-pending-choice.ts';
import { useUpdateMember } from '../profile.queries.ts';
import {
  changedFields,
  type ProfileFieldName,
  type ProfileValueName,
  profileFieldNames,
  toFormValues,
} from '../profile-form-values.ts';
import { validateChanges } from '../profile-validation.ts';
import { ProfilePictureField } from './ProfilePictureField.tsx';

const socialNetworks = ['linkedin', 'twitter', 'instagram'] as const;

interface ProfileFormProps {
  member: User;
  /**
   * `save`: account settings, where the button waits for a change and a snackbar confirms it.
   * `continue`: onboarding, where the button always moves on and saves whatever changed first.
   */
  mode: 'save' | 'continue';
  submitLabel?: string;
  /** After a save (or, when continuing with nothing changed, straight away), with the member as stored. */
  onDone?: (member: User | Me) => void | Promise<void>;
  /** Beside the submit button, such as onboarding's Back. */
  secondaryAction?: ReactNode;
  pictureInputRef?: RefObject<HTMLInputElement | null>;
  /** Onboarding asks for the home city in a step of its own. */
  asksHomeCity?: boolean;
}

const valueNames: ProfileValueName[] = [...profileFieldNames, 'base_location'];

/** One form for a profile: onboarding, account settings and editing a member (SPEC §3 "User"). */
export function ProfileForm({
  member,
  mode,
  submitLabel,
  onDone,
  secondaryAction,
  pictureInputRef,
  asksHomeCity = true,
}: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const update = useUpdateMember(member.id);
  const isOwn = useMe()?.id === member.id;
  const [saved, setSaved] = useState(() => toFormValues(member));
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const [validate] = useState(() => validateChanges(() => savedRef.current));
  const { field, values, handleSubmit, setError, reset, formState } = useForm({ defaultValues: saved, validate });
  const hasChanges = changedFields(saved, values).length > 0;
  const { pendingChoice, submitAfterChoice } = usePendingChoice();

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'user.username_taken') {
      setError('username', messages.usernameTaken, { shouldFocus: true });
      return;
    }
    if (applyServerErrors(error, setError, valueNames)) return;
    notify.error(error instanceof ApiError && error.status === 403 ? tCommon('errors.notAllowed') : undefined);
  };

  const submit = submitAfterChoice(
    handleSubmit(async (request) => {
      if (!hasChanges) {
        await onDone?.(member);
        return;
      }
      let stored: Me;
      try {
        stored = await update.mutateAsync(request);
      } catch (error) {
        showFailure(error);
        return;
      }
      const next = toFormValues(stored);
      setSaved(next);
      // Shows what the server stored, such as the full link made from a social handle.
      reset(next);
      if (mode === 'save') notify.success(tCommon('errors.changesSaved'));
      await onDone?.(stored);
    }),
  );

  const savedLink = (name: ProfileFieldName) =>
    values[name] === saved[name] && /^https?:\/\//.test(saved[name]) ? saved[name] : null;

  const openLinkAdornment = (name: ProfileFieldName, label: string) => {
    const link = savedLink(name);
    if (!link) return undefined;
    return (
      // Drawn as Material's end adornment is, without its module in the form's download.
      <Box sx={{ display: 'flex', alignItems: 'center', maxHeight: '2em', ml: 1, color: 'action.active' }}>
        <IconButton href={link} target="_blank" rel="noopener noreferrer" aria-label={label} edge="end">
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      </Box>
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 3 }}>
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <ProfilePictureField member={member} inputRef={pictureInputRef} />
      </Card>

      <FormSection title={isOwn ? t('sections.about') : t('sections.aboutOther', { name: member.first_name })}>
        <Stack sx={{ gap: 2.5 }}>
          <Pair>
            <FormTextField field={field('first_name')} label={t('fields.firstName')} autoComplete="given-name" />
            <FormTextField field={field('last_name')} label={t('fields.lastName')} autoComplete="family-name" />
          </Pair>
          <FormTextField
            field={field('username')}
            label={t('fields.username')}
            autoComplete="username"
            helperText={t('fields.usernameHint')}
            inputProps={{ autoCapitalize: 'none', spellCheck: false }}
          />
          <FormTextField
            field={field('bio')}
            label={t('fields.bio')}
            multiline
            minRows={3}
            helperText={t('fields.bioHint', { count: values.bio.length, max: bioMaxLength })}
          />
          <Pair>
            <FormTextField field={field('company')} label={t('fields.company')} autoComplete="organization" />
            <FormTextField field={field('position')} label={t('fields.position')} autoComplete="organization-title" />
          </Pair>
        </Stack>
      </FormSection>

      {asksHomeCity && (
        <FormSection title={t('sections.homeCity')} lead={t('sections.homeCityLead')}>
          <LazyLocationAutocomplete
            field={field('base_location')}
            label={t('fields.homeCity')}
            helperText={t('fields.homeCityHint')}
            pendingChoice={pendingChoice}
          />
        </FormSection>
      )}

      <FormSection title={t('sections.links')} lead={t('sections.linksLead')}>
        <Stack sx={{ gap: 2.5 }}>
          {socialNetworks.map((network) => (
            <FormTextField
              key={network}
              field={field(network)}
              label={t(`fields.${network}`)}
              helperText={t('fields.socialHint')}
              inputProps={{ autoCapitalize: 'none', spellCheck: false }}
              endAdornment={openLinkAdornment(network, t('fields.openLink', { network: t(`fields.${network}`) }))}
            />
          ))}
          <FormTextField
            field={field('book_meeting_link')}
            label={t('fields.bookMeetingLink')}
            type="url"
            autoComplete="url"
            helperText={t('fields.bookMeetingLinkHint')}
            endAdornment={openLinkAdornment('book_meeting_link', t('fields.openBookMeetingLink'))}
          />
        </Stack>
      </FormSection>

      {member.email && (
        <FormSection title={t('sections.account')}>
          <ReadOnlyEmail
            label={t('fields.email')}
            email={member.email}
            note={translateMessage(tCommon, messages.emailNotEditable) ?? messages.emailNotEditable}
          />
        </FormSection>
      )}

      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        sx={{
          gap: 1.5,
          justifyContent: 'flex-end',
          alignItems: { sm: 'center' },
          borderTop: { sm: 1 },
          borderColor: { sm: 'divider' },
          pt: { sm: 2 },
          // In settings the form is long: its buttons stay in reach at the bottom of the window.
          ...(mode === 'save' && {
            position: { sm: 'sticky' },
            bottom: { sm: 0 },
            zIndex: 1,
            pb: { sm: 2 },
            bgcolor: { sm: 'background.default' },
          }),
        }}
      >
        {secondaryAction}
        {mode === 'save' && hasChanges && (
          <Button color="inherit" onClick={() => reset(saved)} disabled={formState.isSubmitting}>
            {t('actions.discard')}
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          disabled={mode === 'save' && !hasChanges}
          sx={{ minWidth: { sm: 200 } }}
        >
          {submitLabel ?? t('actions.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** One card of the form: a heading, an optional line of explanation, then its fields. */
function FormSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: lead ? 0 : 2.5 }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Card>
  );
}

function Pair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>{children}</Box>;
}

/** The email is shown but never edited here (SPEC §5): only support can change it. */
function ReadOnlyEmail({ label, email, note }: { label: string; email: string; note: string }) {
  const id = useId();
  return (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={email}
        readOnly
        aria-describedby={`${id}-note`}
        sx={{ color: 'text.secondary' }}
      />
      <FormHelperText id={`${id}-note`}>{note}</FormHelperText>
    </FormControl>
  );
}
