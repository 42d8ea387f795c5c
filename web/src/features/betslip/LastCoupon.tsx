import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  NOTIFY,
  couponAmount,
  couponStatusName,
  formatTotalOdds,
  isShopUser,
  ticketModel,
} from '@bet/shared';
import { platform } from '../../platform/index.ts';
import { useUserSocket } from '../../realtime/user-socket.ts';
import { refreshLastCoupon } from '../../state/coupon-actions.ts';
import { notifyKey } from '../../state/notify-text.ts';
import { useSession } from '../../state/session-store.ts';
import { useSlip, type LastCoupon as Last } from '../../state/slip-store.ts';
import { useMoney } from '../../ui/use-money.ts';
import { ShareLinkDialog } from '../coupons/CouponDialog.tsx';
import { CouponLines } from '../coupons/CouponLines.tsx';
import { shareCoupon } from '../coupons/coupon-share.ts';
import { rebuildSlip } from './rebuild.ts';
import type { SlipVariant } from './BetSlipView.tsx';

/**
 * After creation: the coupon with rebuild, share (not for shop users), print and back. Back clears
 * the kept coupon and goes Home; in the panel it only clears it, as the page beside it stays.
 */
export function LastCoupon({ last, variant }: { last: Last; variant: SlipVariant }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const setLast = useSlip((s) => s.setLastCoupon);
  const money = useMoney();
  const [rebuilding, setRebuilding] = useState(false);
  const c = last.coupon;
  const ticket = ticketModel(c, (key, values) => t(key, values));
  const [link, setLink] = useState<string | null>(null);
  const status = couponStatusName(c.status);
  // cancelled since: what came back, never a maximum win; paid: what it paid
  const amount = couponAmount(ticket);
  // sold, settled or cancelled since it was placed, here or elsewhere: shown as it is now
  useUserSocket({ coupon: (e) => void refreshLastCoupon(e.ticketId) });
  const share = async () => setLink(await shareCoupon(last.ticketId, lang));
  const rebuild = async () => {
    if (rebuilding) return;
    setRebuilding(true);
    try {
      const { count } = await rebuildSlip(c.lines);
      setLast(null);
      if (count < c.lines.length)
        notifyKey(NOTIFY.warning, 'slip.rebuildPartial', { count, total: c.lines.length });
    } finally {
      setRebuilding(false);
    }
  };
  const back = () => {
    setLast(null);
    if (variant === 'page') void navigate(`/${lang}/`);
  };

  return (
    <section className={`last-coupon betslip-${variant}`} data-testid="last-coupon">
      <header className="last-head">
        <span className="tick" aria-hidden="true">
          ✓
        </span>
        <h2>{t('sports.couponCreated')}</h2>
      </header>
      {last.recovered && (
        <p className="last-recovered" role="status" data-testid="placed-unanswered">
          {t(last.changesNotSent ? 'slip.earlierPlaced' : 'slip.placedUnanswered')}
        </p>
      )}
      <p className="last-ticket">
        {t('ticket.id')}: <b data-testid="last-ticket-id">{last.ticketId}</b>{' '}
        {!isShopUser(user) && (
          <Link
            to={`/${lang}/coupons/${last.ticketId}`}
            className="btn btn-small"
            data-testid="last-open-coupon"
          >
            {t('slip.openCoupon')}
          </Link>
        )}
      </p>
      {status && status !== 'waiting' && (
        <p className="last-status">
          <span className={`coupon-status s${c.status}`} data-testid="last-coupon-status">
            {t(`coupon.status.${status}`)}
          </span>
        </p>
      )}
      <CouponLines lines={c.lines} />
      <dl className="slip-details">
        <div>
          <dt>{t('slip.type')}</dt>
          <dd>{t(`slip.type.${c.ticketType}`)}</dd>
        </div>
        <div>
          <dt>{t('slip.bets')}</dt>
          <dd>{c.totalTickets}</dd>
        </div>
        <div>
          <dt>{t('slip.stakeTotal')}</dt>
          <dd data-testid="last-stake">{money(ticket.stake)}</dd>
        </div>
        {amount.key === 'coupons.refunded' || amount.key === 'coupons.income' ? (
          <div>
            <dt>{t(amount.key)}</dt>
            <dd data-testid="last-income">{money(amount.minor)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('slip.maxPay')}</dt>
            <dd data-testid="last-max-pay">{money(ticket.maxPay)}</dd>
          </div>
        )}
        {ticket.bonusPay > 0 && amount.key !== 'coupons.refunded' && (
          <div>
            <dt>{t('slip.bonus')}</dt>
            <dd>{money(ticket.bonusPay)}</dd>
          </div>
        )}
        <div>
          <dt>{t('slip.totalOdds')}</dt>
          <dd data-testid="last-total-odds">{formatTotalOdds(ticket.totalOdds)}</dd>
        </div>
      </dl>
      <div className="slip-actions">
        <button
          type="button"
          className="btn"
          onClick={() => void rebuild()}
          disabled={rebuilding}
          aria-busy={rebuilding}
          data-testid="rebuild"
        >
          {t('slip.rebuild')}
        </button>
        {!isShopUser(user) && (
          <button type="button" className="btn" onClick={() => void share()} data-testid="share">
            {t('slip.share')}
          </button>
        )}
        <button
          type="button"
          className="btn"
          data-testid="print"
          onClick={() => void platform.reprintTicket(last.ticketId)}
        >
          {t('slip.print')}
        </button>
        <button type="button" className="btn btn-primary" data-testid="last-back" onClick={back}>
          {t('slip.back')}
        </button>
      </div>
      {link && <ShareLinkDialog link={link} onClose={() => setLink(null)} />}
    </section>
  );
}
