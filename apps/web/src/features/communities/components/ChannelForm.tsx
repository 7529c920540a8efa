import type { Channel } from '@here-and-there/contracts';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { applyServerErrors } from '../../../shared/ui/form/apply-server-errors.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { lazySchema } from '../../../shared/ui/form/lazy-schema.ts';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { SwitchRow } from '../../../shared/ui/SwitchRow.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useSaveChannel } from '../communities.queries.ts';
import { toChannelFormValues } from '../community-form-values.ts';

const validate = lazySchema(() => import('../communities.schemas.ts').then((schemas) => schemas.channelForm));

interface ChannelFormProps {
  communityId: string;
  /** The channel being edited; a new one when absent. */
  channel?: Channel;
  onSaved: (channel: Channel) => void;
  onCancel: () => void;
}

/** The channel form (SPEC §5): a name, and public unless chosen private. An edit waits for a change. */
export function ChannelForm({ communityId, channel, onSaved, onCancel }: ChannelFormProps) {
  const { t } = useTranslation('communities');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const saveChannel = useSaveChannel(communityId);
  const [saved] = useState(() => toChannelFormValues(channel));
  const { field, values, handleSubmit, setError, formState } = useForm({ defaultValues: saved, validate });
  const hasChanges = values.channel_name !== saved.channel_name || values.private !== saved.private;

  const save = handleSubmit(async (checked) => {
    try {
      const fields = channel ? { name: checked.channel_name, private: checked.private } : checked;
      onSaved(await saveChannel.mutateAsync({ channelId: channel?.id, fields }));
      notify.success(tCommon('errors.changesSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.fields.name?.[0]) {
        setError('channel_name', error.fields.name[0], { shouldFocus: true });
      } else if (!applyServerErrors(error, setError, ['channel_name', 'private'] as const)) {
        notify.error(error instanceof ApiError ? translateMessage(tCommon, error.message) : undefined);
      }
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={save} sx={{ gap: 2.5, pt: 1 }}>
      <FormTextField field={field('channel_name')} label={t('channelForm.name')} autoFocus={!channel} />
      <SwitchRow
        label={t('channelForm.private')}
        hint={values.private ? t('channelForm.privateHint') : t('channelForm.publicHint')}
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
          {channel ? t('form.save') : t('channelForm.create')}
        </Button>
      </ActionRow>
    </Stack>
  );
}
