import { useMemo } from 'react';
import type { DialogComponentProps } from '../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../shared/ui/BottomSheet.tsx';
import { QrCodePanel } from '../../shared/ui/QrCodePanel.tsx';
import { useMe } from '../auth/auth.queries.ts';
import { profileQrLink } from './profile-link.ts';

/** "Scan QR Code": the signed-in member's profile link as a QR code, to connect in person. */
export default function UserQrDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const me = useMe();
  const link = useMemo(() => (me ? profileQrLink(me.id, window.location.origin) : null), [me]);
  return (
    <BottomSheet open={open} onClose={onClose} title={t('userQr.title')}>
      <QrCodePanel link={link} body={t('userQr.body')} imageAlt={t('userQr.imageAlt')} name={me?.display_name} />
    </BottomSheet>
  );
}
