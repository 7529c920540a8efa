import { Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { PictureChooser } from '../../../shared/ui/picture/PictureChooser.tsx';

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

  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }} role="group" aria-label={t('picture.label')}>
      <MemberAvatar firstName={firstName} lastName={lastName} pictureUrl={shownUrl} size={72} />
      <Stack sx={{ gap: 0.5, minWidth: 0 }}>
        <PictureChooser
          label={t('picture.label')}
          inputName="image"
          hasPicture={shownUrl !== null}
          onFile={(chosen) => onChoose({ kind: 'new', file: chosen })}
          onRemove={() => onChoose(savedUrl ? { kind: 'removed' } : { kind: 'kept' })}
          problem={problem}
          onProblem={onProblem}
          size="small"
        />
      </Stack>
    </Stack>
  );
}
