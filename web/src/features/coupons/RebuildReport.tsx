import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { RebuildResult } from '../betslip/rebuild.ts';
import { CouponDialog } from './CouponDialog.tsx';

/** What a rebuild or a copy put on the slip, with the lines that can no longer be bet named. */
export function RebuildReport({ result, onClose }: { result: RebuildResult; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  return (
    <CouponDialog
      title={t('share.added', { count: result.count })}
      onClose={onClose}
      testId="rebuild-report"
      actions={
        <>
          {result.count > 0 && (
            <Link className="btn btn-primary" to={`/${lang}/betslip`} data-testid="rebuild-open-slip">
              {t('share.openSlip')}
            </Link>
          )}
          <button type="button" className="btn" onClick={onClose}>
            {t('menu.close')}
          </button>
        </>
      }
    >
      {result.missing.length > 0 && (
        <>
          <p>{t('share.missing')}</p>
          <ul className="rebuild-missing" data-testid="rebuild-missing">
            {result.missing.map((l) => (
              <li key={`${l.matchId}:${l.outcomeId}`}>
                {l.home} - {l.away}: <b>{l.outcomeName}</b>
              </li>
            ))}
          </ul>
        </>
      )}
    </CouponDialog>
  );
}
