/** /download and /app: the operator's app downloads with QR codes (lite iOS profile, iOS, Android). */
import { useLingui } from '@lingui/react/macro';

import { useSystemStatus } from '@/hooks/use-platform-data';
import { QR_DEFAULTS } from '@/lib/qr-code';
import { safeUrl } from '@/lib/safe-url';
import { QrImage } from '@/ui/qr-image';

import { InstallPanel } from './install-panel';

const APP_TYPES = ['MOBILECONFIG', 'IOS', 'ANDROID'] as const;

export function DownloadPage() {
  const { t } = useLingui();
  const resources = useSystemStatus().data?.info.resources ?? [];
  const labels: Record<(typeof APP_TYPES)[number], string> = {
    MOBILECONFIG: t`Lite iOS app`,
    IOS: t`iOS app`,
    ANDROID: t`Android app`,
  };
  const apps = APP_TYPES.flatMap((type) => {
    const resource = resources.find((r) => r.resourceType === type);
    const url = safeUrl(resource?.url);
    const qr = safeUrl(resource?.qrCodeUrl) ?? url;
    return url && qr ? [{ type, url, qr }] : [];
  });
  return (
    <section className="page download-page">
      <h1>{t`Download the app`}</h1>
      <p>{t`Scan a code with your phone, or add this site to your home screen from the browser menu.`}</p>
      <InstallPanel />
      {apps.length === 0 && <p>{t`No app downloads are offered right now.`}</p>}
      <ul className="download-list">
        {apps.map((app) => (
          <li key={app.type} data-testid="download-app" data-type={app.type}>
            <QrImage
              text={app.qr}
              size={QR_DEFAULTS.size}
              margin={QR_DEFAULTS.margin}
              label={t`QR code: ${labels[app.type]}`}
            />
            <a href={app.url} className="button button--primary" target="_blank" rel="noopener noreferrer">
              {labels[app.type]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
