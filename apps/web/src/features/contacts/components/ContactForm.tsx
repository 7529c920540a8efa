import { type Contact, messages } from '@here-and-there/contracts';
import { Box, Button, Stack, Typography } from '@mui/material';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { applyServerErrors } from '../../../shared/ui/form/apply-server-errors.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { SelectField } from '../../../shared/ui/form/SelectField.tsx';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { LocationAutocomplete } from '../../locations/LocationAutocomplete.tsx';
import { usePendingChoice } from '../../locations/use-pending-choice.ts';
import { contactFieldNames, importedFieldNames, toFormValues, validateContact } from '../contact-form-values.ts';
import { useSaveContact } from '../contacts.queries.ts';
import { ContactPictureField, type PictureChoice } from './ContactPictureField.tsx';

interface ContactFormProps {
  /** The contact being edited; a new one when absent. */
  contact?: Contact;
  onSaved: (contact: Contact) => void;
  onCancel: () => void;
}

/** SPEC §5: Enter in a text field leaves it rather than submitting the form. */
const blurOnEnter = {
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.blur();
  },
};

const levels = ['hidden', 'general', 'close'] as const;

/**
 * The contact form of the create and edit dialogs (SPEC §5): a first name is all it needs. A
 * contact imported from an address book keeps its phones and email from there. What the server
 * refuses shows under its field, and the dialog stays open with everything typed.
 */
export function ContactForm({ contact, onSaved, onCancel }: ContactFormProps) {
  const { t } = useTranslation('contacts');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const saveContact = useSaveContact();
  const [saved] = useState(() => toFormValues(contact));
  const [validate] = useState(() => validateContact(contact ? saved : null));
  const { field, values, handleSubmit, setError, formState } = useForm({ defaultValues: saved, validate });
  const [picture, setPicture] = useState<PictureChoice>({ kind: 'kept' });
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const { pendingChoice, submitAfterChoice } = usePendingChoice();
  const isImported = !!contact?.external_id;
  const lockedNote = translateMessage(tCommon, messages.importedFieldLocked);

  const showFailure = (error: unknown) => {
    const pictureRefusal = error instanceof ApiError ? error.fields.image?.[0] : undefined;
    if (pictureRefusal) {
      setPictureProblem(pictureRefusal);
      return;
    }
    if (applyServerErrors(error, setError, contactFieldNames)) return;
    notify.error(error instanceof ApiError ? translateMessage(tCommon, error.message) : undefined);
  };

  const save = handleSubmit(async (request) => {
    const fields = picture.kind === 'removed' ? { ...request, image: null } : request;
    if (contact && Object.keys(fields).length === 0 && picture.kind === 'kept') {
      onSaved(contact);
      return;
    }
    try {
      onSaved(
        await saveContact.mutateAsync({
          contactId: contact?.id,
          fields,
          image: picture.kind === 'new' ? picture.file : undefined,
        }),
      );
    } catch (error) {
      showFailure(error);
    }
  });

  const submit = submitAfterChoice(save);

  const locked = (name: (typeof importedFieldNames)[number], hint?: string) =>
    isImported && importedFieldNames.includes(name)
      ? { disabled: true, helperText: hint }
      : { inputProps: blurOnEnter, helperText: hint };

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2.5, pt: 1 }}>
      <ContactPictureField
        firstName={values.first_name}
        lastName={values.last_name}
        savedUrl={contact?.image?.['100'] ?? null}
        choice={picture}
        onChoose={setPicture}
        problem={pictureProblem}
        onProblem={setPictureProblem}
      />
      <Pair>
        <FormTextField
          field={field('first_name')}
          label={t('form.firstName')}
          autoComplete="off"
          autoFocus={!contact}
          inputProps={blurOnEnter}
        />
        <FormTextField
          field={field('last_name')}
          label={t('form.lastName')}
          autoComplete="off"
          inputProps={blurOnEnter}
        />
      </Pair>
      {/* Once above the locked phone numbers and email, which follow one another. */}
      {isImported && (
        <Typography variant="body2" sx={{ px: 2, py: 1.5, borderRadius: '12px', bgcolor: 'action.hover' }}>
          {lockedNote}
        </Typography>
      )}
      <Pair>
        <FormTextField
          field={field('cel')}
          label={t('form.cel')}
          type="tel"
          autoComplete="off"
          {...locked('cel', t('form.phoneHint'))}
        />
        <FormTextField field={field('tel')} label={t('form.tel')} type="tel" autoComplete="off" {...locked('tel')} />
      </Pair>
      <FormTextField
        field={field('email')}
        label={t('form.email')}
        type="email"
        autoComplete="off"
        {...locked('email')}
      />
      <LocationAutocomplete
        field={field('location')}
        label={t('form.location')}
        helperText={t('form.locationHint')}
        pendingChoice={pendingChoice}
      />
      <SelectField
        label={t('form.level')}
        name="connection_type"
        value={values.connection_type}
        options={levels.map((level) => ({ value: level, label: t(`form.levelOptions.${level}`) }))}
        onChange={field('connection_type').onChange}
        helperText={t('form.levelHint')}
      />
      <FormTextField field={field('address')} label={t('form.address')} autoComplete="off" inputProps={blurOnEnter} />
      <FormTextField field={field('notes')} label={t('form.notes')} multiline minRows={3} />
      <ActionRow sx={{ pt: 0.5 }}>
        <Button color="inherit" size="large" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          sx={{ minWidth: { sm: 160 } }}
        >
          {contact ? t('form.save') : t('form.add')}
        </Button>
      </ActionRow>
    </Stack>
  );
}

function Pair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>{children}</Box>;
}
