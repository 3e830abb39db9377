/** Home's providers: one row of the vendors' logos (every category's), a tap opens the vendor the lobby's way. */
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';

import { useLaunchAction } from '@/hooks/use-launch-action';
import { useBrandLogo, useImageCdn, useNav } from '@/hooks/use-platform-data';
import { vendorAction } from '@/lib/launch-rules';
import { vendorImageUrl } from '@/lib/nav-model';
import { sessionState } from '@/stores/session-store';
import { LazyImage } from '@/ui/lazy-image';
import { SectionHeader } from '@/ui/section-header';
import { SwipeRow } from '@/ui/swipe-row';

export function ProviderStrip() {
  const { t } = useLingui();
  const { nav } = useNav();
  const cdn = useImageCdn();
  const brandLogo = useBrandLogo();
  const { token } = useSnapshot(sessionState);
  const launcher = useLaunchAction();
  // A vendor in several categories shows once, opening the first.
  const seen = new Set<string>();
  const vendors = nav.flatMap((item) =>
    item.vendors
      .filter((card) => !seen.has(card.vassalage) && seen.add(card.vassalage))
      .map((card) => ({ card, category: item.category, path: item.path })),
  );
  if (vendors.length === 0) return null;
  return (
    <section aria-labelledby="home-providers" className="home-providers" data-testid="home-providers">
      <SectionHeader id="home-providers" title={t`Game providers`} />
      <SwipeRow label={t`Game providers`} className="home-providers__row">
        {vendors.map(({ card, category, path }) => (
          <li key={card.vassalage}>
            <button
              type="button"
              className="home-provider"
              data-vendor={card.vassalage}
              onClick={() => {
                const action = vendorAction(category, card, token !== null);
                // Slots and lottery start their own way; any other vendor opens its lobby on it, where
                // its games (or its one launch) are.
                launcher.run(
                  action.kind === 'rng' || action.kind === 'lottery'
                    ? action
                    : { kind: 'page', to: path, vendor: card.vassalage },
                );
              }}
            >
              <LazyImage src={vendorImageUrl(card, cdn, brandLogo)} alt="" width={96} height={40} profile="once" />
              <span>{card.displayName}</span>
            </button>
          </li>
        ))}
      </SwipeRow>
    </section>
  );
}
