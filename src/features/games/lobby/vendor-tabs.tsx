/**
 * A lobby's providers as one row of logos that scrolls sideways inside itself (BTI/TCG use the
 * brand image), after an "all" chip. The logo is the tab's picture; the provider's name is its
 * accessible name and tooltip, so nothing is cut mid-word.
 */
import { useLingui } from '@lingui/react/macro';

import type { VendorCard } from '#contract/vendor-schemas.ts';

import { useBrandLogo } from '@/hooks/use-platform-data';
import { vendorImageUrl } from '@/lib/nav-model';
import { LazyImage } from '@/ui/lazy-image';

interface VendorTabsProps {
  vendors: readonly VendorCard[];
  selected: string | undefined;
  imageCdn: string;
  onSelect: (card: VendorCard | null) => void;
}

/** The logo's box: the platform's vendor logos are 240×96 (5:2). */
export const VENDOR_LOGO = { width: 100, height: 40 } as const;

export function VendorTabs({ vendors, selected, imageCdn, onSelect }: VendorTabsProps) {
  const { t } = useLingui();
  const brandLogo = useBrandLogo();
  return (
    <div className="vendor-tabs vendor-strip" role="group" aria-label={t`Game providers`}>
      <button
        type="button"
        className={`vendor-tab vendor-tab--all ${selected ? '' : 'vendor-tab--selected'}`}
        aria-pressed={!selected}
        onClick={() => onSelect(null)}
      >
        {t`All`}
      </button>
      {vendors.map((card) => {
        const isSelected = selected === card.vassalage;
        return (
          <button
            key={card.vassalage}
            type="button"
            className={`vendor-tab ${isSelected ? 'vendor-tab--selected' : ''}`}
            aria-pressed={isSelected}
            aria-label={card.isHot === 1 ? `${card.displayName} · ${t`Hot`}` : card.displayName}
            title={card.displayName}
            onClick={() => onSelect(card)}
            data-vendor={card.vassalage}
          >
            <LazyImage
              src={vendorImageUrl(card, imageCdn, brandLogo)}
              alt=""
              width={VENDOR_LOGO.width}
              height={VENDOR_LOGO.height}
              profile="once"
            />
            {card.isHot === 1 && (
              <span className="badge vendor-tab__hot" aria-hidden="true">
                {t`Hot`}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
