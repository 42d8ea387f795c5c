import { useTranslation } from 'react-i18next';
import {
  COUPON_FILTER,
  couponAmount,
  couponStatusName,
  historyKind,
  ticketModel,
  type Coupon,
} from '@bet/shared';
import { useMoney } from '../../ui/use-money.ts';
import { DATE_TIME, useDateFormat } from '../../ui/time-zone.ts';

/** A coupon's head line: date, ticket id, kind, stake, max pay, winnings or refund, status. */
export function CouponSummary({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = useDateFormat(DATE_TIME).format(new Date(coupon.ticketDate));
  const kind = COUPON_FILTER[historyKind(coupon)];
  const ticket = ticketModel(coupon, (key, values) => t(key, values));
  // a cancelled coupon's refund, a paid one's winnings, else what it may pay
  const amount = couponAmount(ticket);
  return (
    <div className="coupon-summary">
      <div className="coupon-top">
        <span>{date}</span>
        <span className={`coupon-status s${coupon.status}`} data-testid="coupon-status">
          {t(`coupon.status.${couponStatusName(coupon.status)}`)}
        </span>
      </div>
      <div className="coupon-mid">
        <b data-testid="coupon-ticket">{coupon.ticketId}</b>
        <span>{t(`coupons.type.${kind}`)}</span>
        <span>{coupon.totalTipps}</span>
      </div>
      <div className="coupon-amounts">
        <span>
          {t('coupons.stake')}: <b data-testid="coupon-stake">{money(ticket.stake)}</b>
        </span>
        <span data-testid="coupon-win">
          {t(amount.key)}: <b>{money(amount.minor)}</b>
        </span>
      </div>
    </div>
  );
}
