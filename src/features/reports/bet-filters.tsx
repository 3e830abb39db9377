/**
 * Category and vendor filters of the betting record. Choices come from the catalogue's nav
 * (categories with vendors); the vendor list narrows to the chosen category.
 */
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { useNav } from '@/hooks/use-platform-data';
import { CATEGORY_LABELS } from '@/lib/category-label';

export interface BetFilterValues {
  category: string;
  vendor: string;
}

interface BetFiltersProps {
  values: BetFilterValues;
  onChange: (next: BetFilterValues) => void;
  /** Hide the vendor choice (profit and loss is per category). */
  withVendor?: boolean;
}

export function BetFilters({ values, onChange, withVendor = true }: BetFiltersProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { nav } = useNav();
  const vendors = (values.category ? nav.filter((item) => item.category === values.category) : nav).flatMap(
    (item) => item.vendors,
  );
  const uniqueVendors = [...new Map(vendors.map((vendor) => [vendor.vassalage, vendor])).values()];
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t`Category`}</label>
        <select
          id={`${id}-category`}
          data-testid="bet-category"
          value={values.category}
          onChange={(e) => onChange({ category: e.target.value, vendor: '' })}
        >
          <option value="">{t`All categories`}</option>
          {nav.map((item) => (
            <option key={item.category} value={item.category}>
              {i18n._(CATEGORY_LABELS[item.category])}
            </option>
          ))}
        </select>
      </div>
      {withVendor && (
        <div className="field">
          <label htmlFor={`${id}-vendor`}>{t`Game provider`}</label>
          <select
            id={`${id}-vendor`}
            data-testid="bet-vendor"
            value={values.vendor}
            onChange={(e) => onChange({ ...values, vendor: e.target.value })}
          >
            <option value="">{t`All providers`}</option>
            {uniqueVendors.map((vendor) => (
              <option key={vendor.vassalage} value={vendor.vassalage}>
                {vendor.displayName}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
