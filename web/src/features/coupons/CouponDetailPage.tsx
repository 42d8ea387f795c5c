import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { Coupon } from '@bet/shared';
import { useApi } from '../../ui/use-api.ts';
import { CouponLines } from './CouponLines.tsx';
import { CouponSummary } from './CouponSummary.tsx';
import './coupons.css';
import '../betslip/betslip.css';

/** CouponDetail: one coupon of the player with its lines (query archived for old ones). */
export default function CouponDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { data, error } = useApi<Coupon>(/^\d+$/.test(id) ? `/coupons/${id}` : null, {
    archived: params.get('archived') ?? undefined,
  });
  if (error) return <p className="empty">{t('couponNotFound')}</p>;
  if (!data) return <div className="loading" aria-busy="true" />;
  return (
    <section data-testid="coupon-detail">
      <div className="coupon-toggle">
        <CouponSummary coupon={data} />
      </div>
      <CouponLines lines={data.lines} />
    </section>
  );
}
