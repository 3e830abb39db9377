/**
 * A QR code image drawn lazily from text (spec: text, size, margin, colours, logo): modules in the
 * brand's colour when a scanner can read it, the brand logo in the centre on codes large enough.
 * Payment codes pass `logo={false}`: a payment provider's payload is drawn exactly as given.
 */
import { useEffect, useState } from 'react';

import { brandLogoUrl } from '@/lib/brand-logo';
import { QR_LOGO_MIN_SIZE, qrColours, qrDataUrl } from '@/lib/qr-code';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

interface QrImageProps {
  text: string;
  size: number;
  margin?: number;
  label: string;
  logo?: boolean;
}

export function QrImage({ text, size, margin = 2, label, logo = true }: QrImageProps) {
  const { brand, imageCdns } = getRuntimeConfig();
  // The brand logo from the app's origin (or an allowed absolute address), never the image CDN.
  const logoSrc = brandLogoUrl(brand.logo, imageCdns);
  const withLogo = logo && size >= QR_LOGO_MIN_SIZE && logoSrc !== null;
  const { dark, light } = qrColours(brand.colors.primary);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(text, size, margin, { colours: { dark, light }, withLogo }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [text, size, margin, dark, light, withLogo]);
  if (!src)
    return <span className="ui-qr-placeholder" style={{ width: size, height: size }} role="img" aria-label={label} />;
  // About a third of the width: the covered modules stay well inside the 30 % that H-level error correction restores.
  const logoWidth = Math.round(size * 0.32);
  return (
    <span className="ui-qr" style={{ width: size, height: size }} data-testid="qr-code">
      <img src={src} width={size} height={size} alt={label} />
      {withLogo && <img className="ui-qr__logo" src={logoSrc ?? ''} alt="" width={logoWidth} />}
    </span>
  );
}
