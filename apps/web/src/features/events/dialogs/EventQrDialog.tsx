import { useMemo } from 'react';
import { routes } from '../../../app/routing/route-paths.ts';
import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { QrCodePanel } from '../../../shared/ui/QrCodePanel.tsx';
import { qrLink } from '../../users/profile-link.ts';
import { useEventDialogs } from '../event-dialogs.ts';
import { useEvent } from '../events.queries.ts';

/**
 * The event's QR code, to bring someone in person to it: its link opens the event (a visitor sees a
 * public event there, not a sign-in wall) and carries the QR timestamp, as the member's own does.
 */
export default function EventQrDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation();
  const { eventId } = useEventDialogs();
  const event = useEvent(eventId);
  const link = useMemo(() => (eventId ? qrLink(routes.event(eventId), window.location.origin) : null), [eventId]);
  return (
    <BottomSheet open={open} onClose={onClose} title={tCommon('userQr.title')}>
      <QrCodePanel
        link={link}
        body={t('qr.body')}
        imageAlt={t('qr.imageAlt', { name: event.data?.name ?? '' })}
        name={event.data?.name}
      />
    </BottomSheet>
  );
}
