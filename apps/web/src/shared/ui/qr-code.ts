import { toString as renderQrCode } from 'qrcode';
import { useEffect, useState } from 'react';

/** A link drawn as a QR code, as an SVG data URL once drawn (null until then, or without a link). */
export function useQrCodeImage(link: string | null) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!link) return;
    let isCurrent = true;
    renderQrCode(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (isCurrent) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      isCurrent = false;
    };
  }, [link]);
  return image;
}
