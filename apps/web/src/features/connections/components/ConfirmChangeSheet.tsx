import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';

/** The changes that ask first: both take away what the other member could see. */
export type ConfirmedChange = 'block' | 'remove';

interface ConfirmChangeSheetProps {
  change: ConfirmedChange | null;
  name: string;
  isPending: boolean;
  onConfirm: (change: ConfirmedChange) => void;
  onClose: () => void;
}

/** "Block Ana?" and "Remove Ana from your network?", naming the member and what follows. */
export function ConfirmChangeSheet({ change, name, isPending, onConfirm, onClose }: ConfirmChangeSheetProps) {
  const { t } = useTranslation('connections');
  // The sheet keeps its words while it slides away after the change is made.
  const [shown, setShown] = useState<ConfirmedChange>(change ?? 'block');
  if (change && change !== shown) setShown(change);
  return (
    <BottomSheet open={change !== null} onClose={onClose} title={t(`confirm.${shown}Title`, { name })}>
      <Stack sx={{ gap: 3 }}>
        <Typography color="text.secondary">{t(`confirm.${shown}Body`, { name })}</Typography>
        <ActionRow>
          <Button onClick={onClose} color="inherit" size="large">
            {t('confirm.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            size="large"
            loading={isPending}
            onClick={() => change && onConfirm(change)}
          >
            {t(`confirm.${shown}Action`, { name })}
          </Button>
        </ActionRow>
      </Stack>
    </BottomSheet>
  );
}
