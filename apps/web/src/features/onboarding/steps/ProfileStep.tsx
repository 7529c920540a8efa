import type { Me, User } from '@here-and-there/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProfileForm } from '../../profile/components/ProfileForm.tsx';

const SkipPictureDialog = lazy(() => import('../components/SkipPictureDialog.tsx'));

interface ProfileStepProps {
  me: Me;
  onNext: () => void;
}

/** Onboarding step 1: the profile, saved on Next; going on without a picture is confirmed first. */
export function ProfileStep({ me, onNext }: ProfileStepProps) {
  const { t } = useTranslation('onboarding');
  const pictureInput = useRef<HTMLInputElement>(null);
  const [isAskingForPicture, setAskingForPicture] = useState(false);

  const moveOn = (member: User) => {
    if (member.profile_picture) onNext();
    else setAskingForPicture(true);
  };

  return (
    <>
      <ProfileForm
        member={me}
        mode="continue"
        submitLabel={t('setup.next')}
        onDone={moveOn}
        pictureInputRef={pictureInput}
        asksHomeCity={false}
      />
      {isAskingForPicture && (
        <Suspense fallback={null}>
          <SkipPictureDialog
            open
            onClose={() => setAskingForPicture(false)}
            onContinue={onNext}
            onAddPicture={() => {
              setAskingForPicture(false);
              // Still inside the member's click, so the browser lets the file chooser open.
              pictureInput.current?.click();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
