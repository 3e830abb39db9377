/** A QR code image drawn lazily from text. */
import { useEffect, useState } from 'react';
import { qrDataUrl } from '@/lib/qr-code';

interface QrImageProps {
  text: string;
  size: number;
  margin?: number;
  label: string;
}

export function QrImage({ text, size, margin = 2, label }: QrImageProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(text, size, margin).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [text, size, margin]);
  return src ? <img src={src} width={size} height={size} alt={label} /> : <span className="ui-qr-placeholder" style={{ width: size, height: size }} role="img" aria-label={label} />;
}
