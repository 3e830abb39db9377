/**
 * Support and app shortcuts: customer service, the chat room, installing the app, Telegram and the
 * app download QR codes (size 61), each only where the operator has it (a QR code only for an app
 * resource with a link). They live in the header's "Help" menu on a wide screen and in the side
 * menu on a phone, never floating over the page.
 */
import '@/styles/quick-links.css';

import { useLingui } from '@lingui/react/macro';

import { InstallPanel } from '@/features/install/install-panel';
import { ChatRoomButton } from '@/features/support/chat-room-button';
import { useSystemStatus } from '@/hooks/use-platform-data';
import { safeUrl } from '@/lib/safe-url';
import { QrImage } from '@/ui/qr-image';

import { CustomerServiceButton } from './customer-service-button';

export const NAV_QR_SIZE = 61;
const APP_RESOURCES = ['MOBILECONFIG', 'IOS', 'ANDROID'] as const;

export function QuickLinks() {
  const { t } = useLingui();
  const resources = useSystemStatus().data?.info.resources ?? [];
  const telegram = safeUrl(resources.find((r) => r.resourceType === 'TELEGRAM')?.url);
  const labels: Record<(typeof APP_RESOURCES)[number], string> = {
    MOBILECONFIG: t`Lite iOS app`,
    IOS: t`iOS app`,
    ANDROID: t`Android app`,
  };
  const apps = APP_RESOURCES.flatMap((type) => {
    const resource = resources.find((r) => r.resourceType === type);
    const target = safeUrl(resource?.qrCodeUrl || resource?.url);
    return target ? [{ type, target }] : [];
  });
  return (
    <div className="quick-links" data-testid="quick-links">
      <CustomerServiceButton className="quick-links__item" />
      <ChatRoomButton className="quick-links__item" />
      <InstallPanel compact />
      {telegram && (
        <a className="quick-links__item" href={telegram} target="_blank" rel="noopener noreferrer">
          {t`Telegram`}
        </a>
      )}
      {apps.length > 0 && (
        <div className="quick-links__apps">
          {apps.map((app) => (
            <a key={app.type} className="quick-links__qr" href={app.target} target="_blank" rel="noopener noreferrer">
              <QrImage text={app.target} size={NAV_QR_SIZE} label={t`QR code: ${labels[app.type]}`} />
              <span>{labels[app.type]}</span>
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
