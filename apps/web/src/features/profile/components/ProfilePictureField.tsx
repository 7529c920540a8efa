import { layout, messages, type User } from '@here-and-there/contracts';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { type RefObject, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { PictureChooser } from '../../../shared/ui/picture/PictureChooser.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useUpdateMember, useUploadPicture } from '../profile.queries.ts';

interface ProfilePictureFieldProps {
  member: User;
  /** Lets a screen open the file chooser itself, as onboarding does from its "add a picture" question. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The 130 px picture of the profile form. A chosen file is checked here, then saved at once on its
 * own (the rest of the form keeps what is typed), and the circle shows what the server stored.
 */
export function ProfilePictureField({ member, inputRef }: ProfilePictureFieldProps) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const uploadPicture = useUploadPicture(member.id);
  const update = useUpdateMember(member.id);
  const [problem, setProblem] = useState<string | null>(null);
  const isBusy = uploadPicture.isPending || update.isPending;
  const picture = member.profile_picture;

  const upload = async (file: File) => {
    try {
      await uploadPicture.mutateAsync(file);
      notify.success(t('picture.uploaded'));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : messages.somethingWentWrong);
    }
  };

  const remove = async () => {
    try {
      await update.mutateAsync({ profile_picture: null });
      notify.success(t('picture.removed'));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : messages.somethingWentWrong);
    }
  };

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
        <PictureChooser
          label={t('picture.label')}
          inputName="profile_picture"
          hasPicture={picture !== null}
          onFile={upload}
          onRemove={remove}
          problem={problem}
          onProblem={setProblem}
          isBusy={isBusy}
          inputRef={inputRef}
        />
      </Stack>
    </Stack>
  );
}
