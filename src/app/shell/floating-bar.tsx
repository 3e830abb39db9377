/** Floating right bar: toggle, customer service, Telegram, app download QR codes (size 61). */
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';

import { InstallPanel } from '@/features/install/install-panel';
import { ChatRoomButton } from '@/features/support/chat-room-button';
import { useSystemStatus } from '@/hooks/use-platform-data';
import { safeUrl } from '@/lib/safe-url';
import { toggleFloatingBar, uiState } from '@/stores/ui-store';
import { QrImage } from '@/ui/qr-image';

import { CustomerServiceButton } from './customer-service-button';

export const NAV_QR_SIZE = 61;
const APP_RESOURCES = ['MOBILECONFIG', 'IOS', 'ANDROID'] as const;

export function FloatingBar() {
  const { t } = useLingui();
  const { isFloatingBarOpen } = useSnapshot(uiState);
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
    <aside className={`floating-bar ${isFloatingBarOpen ? '' : 'floating-bar--collapsed'}`} aria-label={t`Quick links`}>
      <button
        type="button"
        className="floating-bar__toggle"
        aria-expanded={isFloatingBarOpen}
        onClick={toggleFloatingBar}
      >
        {isFloatingBarOpen ? t`Hide` : t`Show`}
      </button>
      {isFloatingBarOpen && (
        <div className="floating-bar__body">
          <CustomerServiceButton className="floating-bar__item" />
          <ChatRoomButton className="floating-bar__item" />
          <InstallPanel compact />
          {telegram && (
            <a className="floating-bar__item" href={telegram} target="_blank" rel="noopener noreferrer">
              {t`Telegram`}
            </a>
          )}
          {apps.map((app) => (
            <a key={app.type} className="floating-bar__qr" href={app.target} target="_blank" rel="noopener noreferrer">
              <QrImage text={app.target} size={NAV_QR_SIZE} label={t`QR code: ${labels[app.type]}`} />
              <span>{labels[app.type]}</span>
            </a>
          ))}
        </div>
      )}
    </aside>
  );
}
