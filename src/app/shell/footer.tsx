/**
 * Footer: categories (lobby links: guests get the login popup), help, promotions (event link),
 * user agreement (to /help), social links (only configured ones), partner strip, licence, copyright.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { useBrandLogo, useImageCdn, useNav, useSystemStatus } from '@/hooks/use-platform-data';
import { CATEGORY_LABELS } from '@/lib/category-label';
import { IDLE_PRIORITY } from '@/lib/idle-turns';
import { vendorImageUrl } from '@/lib/nav-model';
import { getRuntimeConfig } from '@/stores/runtime-config-store';
import { sessionState } from '@/stores/session-store';
import { AfterIdle } from '@/ui/after-idle';

import { CategoryLink } from './category-link';
import { socialLinks } from './social-links';

const COPYRIGHT_YEAR = 2024;

export function Footer() {
  const { t, i18n } = useLingui();
  const config = getRuntimeConfig();
  const { nav } = useNav();
  const status = useSystemStatus();
  const cdn = useImageCdn();
  const brandLogo = useBrandLogo();
  const social = socialLinks(status.data?.info.resources ?? [], config.social);
  const { token } = useSnapshot(sessionState);
  const navigate = useNavigate();
  // Lobby links need login (spec §2): guests get the login popup instead of the lobby.
  const guardLobby = () => {
    if (token) return false;
    void navigate({ to: '.', search: (prev) => ({ ...prev, modal: 'login' }) });
    return true;
  };
  return (
    <footer className="site-footer">
      <div className="site-footer__links">
        <nav aria-label={t`Footer`}>
          <ul>
            {nav.map((item) => (
              <li key={item.category}>
                <CategoryLink href={item.href} onPlainClick={guardLobby} data-lobby={item.category}>
                  {i18n._(CATEGORY_LABELS[item.category])}
                </CategoryLink>
              </li>
            ))}
            <li>
              <Link to="/help">{t`Help centre`}</Link>
            </li>
            <li>
              <Link to="/promotions">{t`Promotions`}</Link>
            </li>
            <li>
              <Link to="/help">{t`User agreement`}</Link>
            </li>
          </ul>
        </nav>
        {social.length > 0 && (
          <ul className="site-footer__social" aria-label={t`Follow us`}>
            {social.map((link) => (
              <li key={link.type}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" data-social={link.type}>
                  {link.type.charAt(0) + link.type.slice(1).toLowerCase()}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Below the first screen and some fifty images: drawn once the first screen is done. */}
      <AfterIdle priority={IDLE_PRIORITY.partnerLogos}>
        <section className="partner-strip" aria-label={t`Game partners`}>
          {nav.map((item) => (
            <div key={item.category} className="partner-strip__group">
              <h3>{i18n._(CATEGORY_LABELS[item.category])}</h3>
              <ul>
                {item.vendors.map((card) => (
                  <li key={card.vassalage}>
                    <img
                      src={vendorImageUrl(card, cdn, brandLogo)}
                      alt={card.displayName}
                      width={90}
                      height={36}
                      loading="lazy"
                      decoding="async"
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </AfterIdle>
      <p className="site-footer__licence">
        {config.brand.licence || <Trans>Licensed and regulated gaming. Play responsibly; 18+ only.</Trans>}
      </p>
      <p className="site-footer__copyright">
        <Trans>
          © {COPYRIGHT_YEAR} {config.brand.name}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
