import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { CouponLines } from './CouponLines.tsx';
import { CouponSummary } from './CouponSummary.tsx';
import './coupons.css';
import '../betslip/betslip.css';

/** A shared coupon: the public view without personal data. */
export default function CouponSharePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { data, error } = useApi(
    /^\d+$/.test(id) ? client.coupons.share : null,
    { ticketId: id },
    { userId: params.get('userId') ?? undefined },
  );
  if (error) return <p className="empty">{t('couponNotFound')}</p>;
  if (!data) return <div className="loading" aria-busy="true" />;
  return (
    <section data-testid="coupon-share">
      <h1 className="list-header">{t('share.title')}</h1>
      <div className="coupon-toggle">
        <CouponSummary coupon={data} />
      </div>
      <CouponLines lines={data.lines} />
    </section>
  );
}
