import type { Crossing } from '@here-and-there/contracts';
import EventIcon from '@mui/icons-material/EventOutlined';
import { IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const ProposeMeetupDialog = lazy(() => import('./ProposeMeetupDialog.tsx'));

/**
 * Whether a meetup may be proposed on a crossing: where both are (not a near miss) with someone
 * the member may message — an active general or close connection (the server checks it again).
 */
export const canProposeMeetup = (crossing: Crossing) =>
  crossing.kind !== 'near_miss' &&
  crossing.user.connection?.status === 'active' &&
  (crossing.user.connection.type === 'general' || crossing.user.connection.type === 'close');

/** "Propose a meetup" on a crossing's row, over the days it spans (`YYYY-MM-DD`); nothing where messaging is not. */
export function ProposeMeetupButton({
  crossing,
  firstDay,
  lastDay,
}: {
  crossing: Crossing;
  firstDay: string;
  lastDay: string;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  if (!canProposeMeetup(crossing)) return null;
  return (
    <>
      <IconButton
        aria-label={t('actions.proposeMeetup', { name: crossing.user.display_name })}
        onClick={() => {
          setOpen(true);
          setHasOpened(true);
        }}
      >
        <EventIcon />
      </IconButton>
      <Suspense fallback={null}>
        {hasOpened && (
          <ProposeMeetupDialog
            open={isOpen}
            onClose={() => setOpen(false)}
            crossing={crossing}
            firstDay={firstDay}
            lastDay={lastDay}
          />
        )}
      </Suspense>
    </>
  );
}
