import { layout, messages, pictureMaxBytes, pictureTypes, type User } from '@here-and-there/contracts';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { type ChangeEvent, type RefObject, useId, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { pictureProblem } from '../picture-check.ts';
import { useUpdateMember, useUploadPicture } from '../profile.queries.ts';

interface ProfilePictureFieldProps {
  member: User;
  /** Lets a screen open the file chooser itself, as onboarding does from its "add a picture" question. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

const maxMegabytes = Math.round(pictureMaxBytes / 1024 / 1024);

/**
 * The 130 px picture of the profile form. A chosen file is checked here, then saved at once on its
 * own (the rest of the form keeps what is typed), and the circle shows what the server stored.
 */
export function ProfilePictureField({ member, inputRef }: ProfilePictureFieldProps) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const upload = useUploadPicture(member.id);
  const update = useUpdateMember(member.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [ownInput, setOwnInput] = useState<HTMLInputElement | null>(null);
  const hintId = useId();
  const isBusy = upload.isPending || update.isPending;
  const picture = member.profile_picture;

  const setInput = (element: HTMLInputElement | null) => {
    setOwnInput(element);
    if (inputRef) inputRef.current = element;
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const refusal = pictureProblem(file);
    setProblem(refusal);
    if (refusal) return;
    try {
      await upload.mutateAsync(file);
      notify.success(t('picture.uploaded'));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : messages.somethingWentWrong);
    }
  };

  const remove = async () => {
    setProblem(null);
    try {
      await update.mutateAsync({ profile_picture: null });
      notify.success(t('picture.removed'));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : messages.somethingWentWrong);
    }
  };

  const problemText = translateMessage(tCommon, problem ?? undefined);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: { xs: 2, sm: 3 }, alignItems: 'center', textAlign: { xs: 'center', sm: 'left' } }}
      role="group"
      aria-label={t('picture.label')}
    >
      <Box sx={{ position: 'relative', width: layout.formPictureSize, height: layout.formPictureSize, flexShrink: 0 }}>
        <MemberAvatar
          firstName={member.first_name}
          lastName={member.last_name ?? ''}
          pictureUrl={picture?.['500'] ?? null}
          size={layout.formPictureSize}
        />
        {isBusy && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(0, 0, 0, 0.45)',
            }}
          >
            <CircularProgress aria-label={t('picture.uploading')} />
          </Box>
        )}
      </Box>
      <Stack sx={{ gap: 1, alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <Typography variant="h6" component="h2">
          {t('picture.label')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: { xs: 'center', sm: 'flex-start' } }}>
          <Button
            variant="outlined"
            startIcon={<AddAPhotoOutlinedIcon />}
            onClick={() => ownInput?.click()}
            disabled={isBusy}
            aria-describedby={hintId}
          >
            {picture ? t('picture.replace') : t('picture.choose')}
          </Button>
          {picture && (
            <Button color="inherit" startIcon={<DeleteOutlineIcon />} onClick={remove} disabled={isBusy}>
              {t('picture.remove')}
            </Button>
          )}
        </Stack>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('picture.hint', { max: maxMegabytes })}
        </Typography>
        {problemText && (
          <Typography variant="body2" color="error" role="alert">
            {problemText}
          </Typography>
        )}
        <input
          ref={setInput}
          type="file"
          name="profile_picture"
          accept={pictureTypes.join(',')}
          onChange={choose}
          hidden
          aria-label={t('picture.label')}
        />
      </Stack>
    </Stack>
  );
}
