import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { COUPON_STATUS, formatTotalOdds, systemLabel, ticketModel } from '@bet/shared';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { useMoney } from '../../ui/use-money.ts';
import { CouponActions } from './CouponActions.tsx';
import { CouponLines } from './CouponLines.tsx';
import { CouponSummary } from './CouponSummary.tsx';
import './coupons.css';
import { OfflineEmpty, Skeleton } from '../../ui/Skeleton.tsx';

/**
 * CouponDetail: one coupon of the player with its lines (live scores while it waits), cash-out,
 * cancel, share and rebuild; query archived=1 for one past the history window.
 */
export default function CouponDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const money = useMoney();
  const archived = params.get('archived') === '1';
  const { data, error, loading, reload, setData } = useApi(/^\d+$/.test(id) ? client.coupons.get : null, {
    ticketId: id,
  });
  if (error && error.status !== 0) return <p className="empty">{t('couponNotFound')}</p>;
  if (!data) return loading || !error ? <Skeleton kind="detail" rows={3} /> : <OfflineEmpty />;
  const ticket = ticketModel(data, (key, values) => t(key, values));
  return (
    <section className="coupon-detail" data-testid="coupon-detail">
      {archived && (
        <p className="archived-note" data-testid="archived">
          {t('coupons.archived')}
        </p>
      )}
      <div className="coupon-toggle">
        <CouponSummary coupon={data} />
      </div>
      <CouponLines lines={data.lines} live={data.status === COUPON_STATUS.waiting} />
      <dl className="coupon-facts">
        <div>
          <dt>{t('slip.bets')}</dt>
          <dd>{ticket.bets}</dd>
        </div>
        <div>
          <dt>{t('slip.totalOdds')}</dt>
          <dd data-testid="coupon-total-odds">{formatTotalOdds(ticket.totalOdds)}</dd>
        </div>
        {data.systemCombi && data.ticketType === 'SK' && (
          <div>
            <dt>{t('slip.system')}</dt>
            <dd data-testid="coupon-system" dir="ltr">
              {systemLabel(data.systemCombi, data.lines.filter((l) => !l.isBank).length)}
            </dd>
          </div>
        )}
        {/* a cancelled coupon wins no bonus */}
        {ticket.bonusPay > 0 && data.status !== COUPON_STATUS.cancelled && (
          <div>
            <dt>{t('slip.bonus')}</dt>
            <dd>{money(ticket.bonusPay)}</dd>
          </div>
        )}
      </dl>
      <CouponActions
        coupon={data}
        onChange={(now) => {
          // shown as the answer left it at once, whether or not the connection holds for the read
          setData(now);
          reload();
        }}
      />
    </section>
  );
}
