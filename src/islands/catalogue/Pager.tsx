/**
 * The result pager: previous, up to five page numbers around the current one, next; nothing for a
 * single page.
 */
import { useTranslation } from 'react-i18next';

export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('catalogue');
  if (totalPages <= 1) return null;
  const pages: number[] = [];
  for (let p = Math.max(1, page - 2); p <= Math.min(totalPages, page + 2); p += 1) pages.push(p);
  return (
    <nav className="ks-pager" aria-label={t('pager.label')}>
      <button type="button" className="ks-pager__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <ul className="ks-pager__pages">
        {pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              className="ks-pager__page"
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: p })}
              onClick={() => onPage(p)}
            >
              {p}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="ks-pager__step" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
