import { useTranslation } from 'react-i18next';

/** The panel's lists show this many rows a page (the spec's 50). */
export const PANEL_PAGE_SIZE = 50;

/** Previous / page n of m / next under a panel list; `page` counts from 0. */
export function PanelPager({
  page,
  total,
  onPage,
}: {
  page: number;
  /** rows in the whole list */
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / PANEL_PAGE_SIZE));
  return (
    <nav className="panel-pager" aria-label={t('panel.pager.label')}>
      <button type="button" className="panel-btn" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('panel.pager.previous')}
      </button>
      <span>{t('panel.pager.page', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="panel-btn"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('panel.pager.next')}
      </button>
    </nav>
  );
}
