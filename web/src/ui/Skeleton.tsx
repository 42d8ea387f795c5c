import { useTranslation } from 'react-i18next';
import './skeleton.css';

/**
 * Grey shapes where rows will be, shown at once while a page or its data is on the way, so a slow
 * connection never shows an empty screen. Busy for assistive technology, with a spoken 'Loading'.
 */
export function Skeleton({ rows = 6, kind = 'rows' }: { rows?: number; kind?: 'rows' | 'detail' }) {
  const { t } = useTranslation();
  return (
    <div className={`skeleton skeleton-${kind}`} aria-busy="true" data-testid="skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      {kind === 'detail' && <div className="skeleton-block skeleton-head" aria-hidden="true" />}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-row" aria-hidden="true">
          <div className="skeleton-line skeleton-wide" />
          <div className="skeleton-line" />
          <div className="skeleton-odds">
            <span />
            <span />
            <span />
          </div>
        </div>
      ))}
    </div>
  );
}

/** In place of 'no matches' when the list could not be asked for: it loads once the connection is back. */
export function OfflineEmpty() {
  const { t } = useTranslation();
  return (
    <p className="empty" data-testid="offline-empty">
      {t('net.offlineEmpty')}
    </p>
  );
}
