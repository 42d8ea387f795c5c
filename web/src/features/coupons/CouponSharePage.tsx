import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { rebuildSlip, type RebuildResult } from '../betslip/rebuild.ts';
import { CouponLines } from './CouponLines.tsx';
import { CouponSummary } from './CouponSummary.tsx';
import { RebuildReport } from './RebuildReport.tsx';
import './coupons.css';
import '../betslip/betslip.css';

/**
 * A shared coupon, named by its share code: its lines, read-only, for anyone with the link, and a
 * copy into one's own slip at today's odds (lines no longer offered are named).
 */
export default function CouponSharePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useApi(/^[A-Za-z0-9_-]{16,40}$/.test(id) ? client.coupons.share : null, {
    code: id,
  });
  const [copying, setCopying] = useState(false);
  const [report, setReport] = useState<RebuildResult | null>(null);
  if (error || !/^[A-Za-z0-9_-]{16,40}$/.test(id)) return <p className="empty">{t('couponNotFound')}</p>;
  if (!data) return <div className="loading" aria-busy="true" />;
  const copy = async () => {
    if (copying) return;
    setCopying(true);
    try {
      setReport(await rebuildSlip(data.lines));
    } finally {
      setCopying(false);
    }
  };
  return (
    <section data-testid="coupon-share">
      <h1 className="list-header">{t('share.title')}</h1>
      <p className="hint-line">{t('share.readOnly')}</p>
      <div className="coupon-toggle">
        <CouponSummary coupon={data} />
      </div>
      <CouponLines lines={data.lines} />
      <div className="coupon-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void copy()}
          disabled={copying}
          aria-busy={copying}
          data-testid="copy-to-slip"
        >
          {t('share.copyToSlip')}
        </button>
      </div>
      {report && <RebuildReport result={report} onClose={() => setReport(null)} />}
    </section>
  );
}
