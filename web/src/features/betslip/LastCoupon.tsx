import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isShopUser, toMinor } from '@bet/shared';
import { printUrl } from '../../state/coupon-create.ts';
import { useSession } from '../../state/session-store.ts';
import { useSlip, type LastCoupon as Last } from '../../state/slip-store.ts';
import { useMoney } from '../../ui/use-money.ts';
import { CouponLines } from '../coupons/CouponLines.tsx';
import { rebuildSlip } from './rebuild.ts';

/** After creation: the coupon with rebuild, share (not for shop users), print and back. */
export function LastCoupon({ last }: { last: Last }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const setLast = useSlip((s) => s.setLastCoupon);
  const money = useMoney();
  const c = last.coupon;
  const share = async () => {
    const url = `${location.origin}/${lang}/couponShare/${last.ticketId}?userId=${user?.userId ?? 0}`;
    if (navigator.share) await navigator.share({ url }).catch(() => undefined);
    else await navigator.clipboard?.writeText(url).catch(() => undefined);
  };
  return (
    <section className="last-coupon" data-testid="last-coupon">
      <h2>{t('sports.couponCreated')}</h2>
      <p>
        {t('ticket.id')}: <b data-testid="last-ticket-id">{last.ticketId}</b>
      </p>
      <CouponLines lines={c.lines} />
      <dl className="slip-details">
        <div>
          <dt>{t('slip.stakeTotal')}</dt>
          <dd>{money(toMinor(c.totalStake))}</dd>
        </div>
        <div>
          <dt>{t('slip.maxPay')}</dt>
          <dd>{money(toMinor(c.maxPay))}</dd>
        </div>
      </dl>
      <div className="slip-actions">
        <button
          type="button"
          className="chip"
          onClick={() => void rebuildSlip(c.lines).then(() => setLast(null))}
          data-testid="rebuild"
        >
          {t('slip.rebuild')}
        </button>
        {!isShopUser(user) && (
          <button type="button" className="chip" onClick={() => void share()}>
            {t('slip.share')}
          </button>
        )}
        <button type="button" className="chip" onClick={() => window.open(printUrl(last.ticketId), '_blank')}>
          {t('slip.print')}
        </button>
        <button
          type="button"
          className="chip"
          data-testid="last-back"
          onClick={() => {
            setLast(null);
            void navigate(`/${lang}/`);
          }}
        >
          {t('slip.back')}
        </button>
      </div>
    </section>
  );
}
