/** A lobby's vendors as tabs (image and name; BTI/TCG use the brand image), plus "all vendors". */
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

export function VendorTabs({ vendors, selected, imageCdn, onSelect }: VendorTabsProps) {
  const { t } = useLingui();
  const brandLogo = useBrandLogo();
  return (
    <div className="vendor-tabs" role="group" aria-label={t`Game providers`}>
      <button
        type="button"
        className={`vendor-tab ${selected ? '' : 'vendor-tab--selected'}`}
        aria-pressed={!selected}
        onClick={() => onSelect(null)}
      >
        <span>{t`All providers`}</span>
      </button>
      {vendors.map((card) => {
        const isSelected = selected === card.vassalage;
        return (
          <button
            key={card.vassalage}
            type="button"
            className={`vendor-tab ${isSelected ? 'vendor-tab--selected' : ''}`}
            aria-pressed={isSelected}
            onClick={() => onSelect(card)}
            data-vendor={card.vassalage}
          >
            <LazyImage src={vendorImageUrl(card, imageCdn, brandLogo)} alt="" width={120} height={48} />
            <span>{card.displayName}</span>
            {card.isHot === 1 && <span className="badge">{t`Hot`}</span>}
          </button>
        );
      })}
    </div>
  );
}
