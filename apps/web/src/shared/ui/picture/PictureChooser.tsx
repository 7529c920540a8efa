import { pictureMaxBytes, pictureTypes } from '@here-and-there/contracts';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Button, Stack, Typography } from '@mui/material';
import type { ChangeEvent, Ref } from 'react';
import { useId, useRef } from 'react';
import { translateMessage } from '../../i18n/translate-message.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pictureProblem } from './picture-check.ts';

interface PictureChooserProps {
  /** What the picture is ("Profile picture"): the file input's name for screen readers. */
  label: string;
  /** The form field the file goes up as. */
  inputName: string;
  hasPicture: boolean;
  /** A file that passed the check of SPEC §5 (type and size). */
  onFile: (file: File) => void;
  onRemove: () => void;
  /** A refusal, from the check here or from the server, in the contracts' words. */
  problem: string | null;
  onProblem: (problem: string | null) => void;
  isBusy?: boolean;
  size?: 'small' | 'medium';
  /** Lets a screen open the file chooser itself. */
  inputRef?: Ref<HTMLInputElement>;
}

const maxMegabytes = Math.round(pictureMaxBytes / 1024 / 1024);

/**
 * The buttons beside a picture: choose one (checked here before it goes anywhere), remove it, the
 * limits, and why a file was refused.
 */
export function PictureChooser({
  label,
  inputName,
  hasPicture,
  onFile,
  onRemove,
  problem,
  onProblem,
  isBusy = false,
  size = 'medium',
  inputRef,
}: PictureChooserProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  const hintId = useId();

  const setInput = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const refusal = pictureProblem(file);
    onProblem(refusal);
    if (!refusal) onFile(file);
  };

  const problemText = translateMessage(t, problem ?? undefined);

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size={size}
          startIcon={<AddAPhotoOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={isBusy}
          aria-describedby={hintId}
        >
          {hasPicture ? t('picture.replace') : t('picture.choose')}
        </Button>
        {hasPicture && (
          <Button
            color="inherit"
            size={size}
            startIcon={<DeleteOutlineIcon />}
            onClick={() => {
              onProblem(null);
              onRemove();
            }}
            disabled={isBusy}
          >
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
        name={inputName}
        accept={pictureTypes.join(',')}
        onChange={choose}
        hidden
        aria-label={label}
      />
    </>
  );
}
