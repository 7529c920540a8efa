import { pictureMaxBytes, pictureTypes } from '@here-and-there/contracts';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { pictureProblem } from '../../profile/picture-check.ts';

/** What happens to the contact's picture when the form is saved. */
export type PictureChoice = { kind: 'kept' } | { kind: 'new'; file: File } | { kind: 'removed' };

interface ContactPictureFieldProps {
  firstName: string;
  lastName: string;
  /** The saved picture, if any. */
  savedUrl: string | null;
  choice: PictureChoice;
  onChoose: (choice: PictureChoice) => void;
  /** A refusal, from the check here or from the server, in the contracts' words. */
  problem: string | null;
  onProblem: (problem: string | null) => void;
}

const maxMegabytes = Math.round(pictureMaxBytes / 1024 / 1024);

/**
 * The picture of the contact form, as the profile form has it: a chosen file is checked here and
 * shown at once; unlike a profile picture it goes up with the rest of the form, since a new
 * contact has nowhere to upload to before it is saved.
 */
export function ContactPictureField({
  firstName,
  lastName,
  savedUrl,
  choice,
  onChoose,
  problem,
  onProblem,
}: ContactPictureFieldProps) {
  const { t } = useTranslation('contacts');
  const { t: tCommon } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const file = choice.kind === 'new' ? choice.file : null;

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [file]);

  const shownUrl = choice.kind === 'new' ? previewUrl : choice.kind === 'kept' ? savedUrl : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!chosen) return;
    const refusal = pictureProblem(chosen);
    onProblem(refusal);
    if (!refusal) onChoose({ kind: 'new', file: chosen });
  };

  const remove = () => {
    onProblem(null);
    onChoose(savedUrl ? { kind: 'removed' } : { kind: 'kept' });
  };

  const problemText = translateMessage(tCommon, problem ?? undefined);

  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }} role="group" aria-label={t('picture.label')}>
      <MemberAvatar firstName={firstName} lastName={lastName} pictureUrl={shownUrl} size={72} />
      <Stack sx={{ gap: 0.5, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<AddAPhotoOutlinedIcon />}
            onClick={() => input.current?.click()}
            aria-describedby={hintId}
          >
            {shownUrl ? t('picture.replace') : t('picture.choose')}
          </Button>
          {shownUrl && (
            <Button color="inherit" size="small" startIcon={<DeleteOutlineIcon />} onClick={remove}>
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
          ref={input}
          type="file"
          name="image"
          accept={pictureTypes.join(',')}
          onChange={choose}
          hidden
          aria-label={t('picture.label')}
        />
      </Stack>
    </Stack>
  );
}
