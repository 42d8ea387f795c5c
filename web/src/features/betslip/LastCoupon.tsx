import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatTotalOdds, isShopUser, ticketModel } from '@bet/shared';
import { platform } from '../../platform/index.ts';
import { notifyKey } from '../../state/notify-text.ts';
import { useSession } from '../../state/session-store.ts';
import { useSlip, type LastCoupon as Last } from '../../state/slip-store.ts';
import { useMoney } from '../../ui/use-money.ts';
import { CouponLines } from '../coupons/CouponLines.tsx';
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
  const shareUrl = `${location.origin}/${lang}/couponShare/${last.ticketId}?userId=${user?.userId ?? 0}`;

  const share = async () => {
    if (navigator.share) {
      await navigator.share({ title: t('share.title'), url: shareUrl }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(shareUrl);
      notifyKey(1, 'slip.shareCopied');
    } catch {
      window.prompt(t('slip.share'), shareUrl);
    }
  };
  const rebuild = async () => {
    if (rebuilding) return;
    setRebuilding(true);
    try {
      const count = await rebuildSlip(c.lines);
      setLast(null);
      if (count < c.lines.length) notifyKey(3, 'slip.rebuildPartial', { count, total: c.lines.length });
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
      <p className="last-ticket">
        {t('ticket.id')}: <b data-testid="last-ticket-id">{last.ticketId}</b>
      </p>
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
        <div>
          <dt>{t('slip.maxPay')}</dt>
          <dd data-testid="last-max-pay">{money(ticket.maxPay)}</dd>
        </div>
        {ticket.bonusPay > 0 && (
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
    </section>
  );
}
