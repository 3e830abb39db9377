/** A section's title with, when the section has a page of its own, an "all" link at the row's end. */
import { useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';

interface SectionHeaderProps {
  /** The heading's id: the section names itself with `aria-labelledby`. */
  id: string;
  title: string;
  /** Where "All" leads; no link without it. */
  all?: LinkProps;
}

export function SectionHeader({ id, title, all }: SectionHeaderProps) {
  const { t } = useLingui();
  return (
    <div className="ui-section-header">
      <h2 id={id}>{title}</h2>
      {all && (
        // "All" is described by its section's title, so several on a page stay distinct.
        <Link {...all} className="ui-section-header__all" aria-describedby={id}>
          {t`All`}
          <span aria-hidden="true" className="ui-flip">
            ›
          </span>
        </Link>
      )}
    </div>
  );
}
