import { useTranslation } from 'react-i18next';
import { useConnection } from '../../api/connection.ts';
import './net.css';

/**
 * Says when the site lost its server and when it is back. The live region is always there, empty
 * while all is well, so screen readers announce each change of its text.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const status = useConnection((s) => s.status);
  return (
    <div className="net-banner" role="status" data-testid="net-banner" data-state={status}>
      {status === 'reconnecting' && (
        <p>
          <span className="net-spinner" aria-hidden="true" />
          {t('net.reconnecting')}
        </p>
      )}
      {status === 'back' && <p>{t('net.back')}</p>}
    </div>
  );
}
