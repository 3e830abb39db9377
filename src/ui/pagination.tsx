/** Page navigation (range 3, margin 1) with previous/next and the current page announced. */
import { useLingui } from '@lingui/react/macro';

import { paginationItems } from './pagination-range';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav className="ui-pagination" aria-label={t`Pages`}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t`Previous`}
      </button>
      {paginationItems(page, totalPages).map((item) =>
        item.type === 'gap' ? (
          <span key={item.key} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            type="button"
            key={item.page}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t`Page ${item.page}`}
            onClick={() => onChange(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button type="button" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t`Next`}
      </button>
    </nav>
  );
}
