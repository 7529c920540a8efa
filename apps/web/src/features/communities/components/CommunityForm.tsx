import { type Community, communityLimits } from '@here-and-there/contracts';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { applyServerErrors } from '../../../shared/ui/form/apply-server-errors.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { lazySchema } from '../../../shared/ui/form/lazy-schema.ts';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { PictureChooser } from '../../../shared/ui/picture/PictureChooser.tsx';
import { SwitchRow } from '../../../shared/ui/SwitchRow.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useCreateCommunity, useUpdateCommunity } from '../communities.queries.ts';
import { changedCommunityFields, communityFieldNames, toCommunityFormValues } from '../community-form-values.ts';
import { typedHandle } from '../community-links.ts';
import { CommunityPicture } from './CommunityPicture.tsx';

const validate = lazySchema(() => import('../communities.schemas.ts').then((schemas) => schemas.communityForm));

interface CommunityFormProps {
  /** The community being edited; a new one when absent. */
  community?: Community;
  onSaved: (community: Community) => void;
  onCancel: () => void;
}

/**
 * The community form of the create and edit dialogs and of `/communities/edit/{id}` (SPEC §5):
 * name, handle (lowercased as typed), description, private or public, and a picture that goes up
 * with the form. The button waits for a change; what the server refuses shows under its field
 * (a taken handle: the first message of the handle's list), with everything typed kept.
 */
export function CommunityForm({ community, onSaved, onCancel }: CommunityFormProps) {
  const { t } = useTranslation('communities');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const create = useCreateCommunity();
  const update = useUpdateCommunity(community?.id ?? '');
  const [saved] = useState(() => toCommunityFormValues(community));
  const { field, values, handleSubmit, setError, formState } = useForm({ defaultValues: saved, validate });
  // A chosen file (sent with the form), `null` to remove the saved picture, undefined to keep it.
  const [picture, setPicture] = useState<File | null | undefined>(undefined);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const preview = useMemo(() => (picture ? URL.createObjectURL(picture) : null), [picture]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const changes = changedCommunityFields(saved, values);
  const hasChanges = Object.keys(changes).length > 0 || picture !== undefined;
  const handle = field('handle');

  const save = handleSubmit(async () => {
    const fields = community ? changes : changedCommunityFields(toCommunityFormValues(), values);
    if (picture === null) fields.community_picture = null;
    try {
      const request = { fields, picture };
      onSaved(await (community ? update.mutateAsync(request) : create.mutateAsync(request)));
      notify.success(tCommon('errors.changesSaved'));
    } catch (error) {
      showFailure(error);
    }
  });

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) return notify.error();
    if (error.fields.community_picture?.[0]) return setPictureProblem(error.fields.community_picture[0]);
    if (applyServerErrors(error, setError, communityFieldNames)) return;
    // A taken handle may come without its list: its message still belongs under the handle.
    if (error.code === 'community.handle_taken') return setError('handle', error.message, { shouldFocus: true });
    notify.error(translateMessage(tCommon, error.message));
  };

  const shown = picture
    ? { name: values.name, community_picture: { '30': preview!, '100': preview!, '500': preview! } }
    : { name: values.name || '?', community_picture: picture === null ? null : (community?.community_picture ?? null) };

  return (
    <Stack component="form" noValidate onSubmit={save} sx={{ gap: 2.5, pt: 1 }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }} role="group" aria-label={t('form.picture')}>
        <CommunityPicture community={shown} size={88} />
        <Stack sx={{ gap: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500 }}>{t('form.picture')}</Typography>
          <PictureChooser
            label={t('form.picture')}
            inputName="community_picture"
            hasPicture={shown.community_picture !== null}
            onFile={setPicture}
            onRemove={() => setPicture(community?.community_picture ? null : undefined)}
            problem={pictureProblem}
            onProblem={setPictureProblem}
            size="small"
          />
        </Stack>
      </Stack>
      <FormTextField field={field('name')} label={t('form.name')} autoFocus={!community} />
      <FormTextField
        field={{ ...handle, onChange: (value) => handle.onChange(typedHandle(value)) }}
        label={t('form.handle')}
        helperText={t('form.handleHint')}
        autoComplete="off"
        inputProps={{ autoCapitalize: 'none', spellCheck: false, maxLength: communityLimits.handleMaxLength }}
      />
      <FormTextField field={field('description')} label={t('form.description')} multiline minRows={3} />
      <SwitchRow
        label={t('form.private')}
        hint={values.private ? t('form.privateHint') : t('form.publicHint')}
        name="private"
        checked={values.private}
        onChange={field('private').onChange}
        inputRef={field('private').ref}
      />
      <ActionRow sx={{ pt: 0.5 }}>
        <Button color="inherit" size="large" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          disabled={!hasChanges}
          sx={{ minWidth: { sm: 160 } }}
        >
          {community ? t('form.save') : t('form.create')}
        </Button>
      </ActionRow>
    </Stack>
  );
}
