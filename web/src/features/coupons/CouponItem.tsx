import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { COUPON_STATUS, type Coupon } from '@bet/shared';
import { client } from '../../api/client.ts';
import { CouponActions } from './CouponActions.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CouponLines } from './CouponLines.tsx';
import { CouponSummary } from './CouponSummary.tsx';

/**
 * One coupon of the list; tapping it opens its lines (read on demand, with archived=1 for a coupon
 * older than the history window, with live scores while it waits) and a link to its own page; a
 * waiting coupon shows its cash-out and, when allowed, cancel.
 */
export function CouponItem({
  coupon,
  archived = false,
  onChange,
}: {
  coupon: Coupon;
  archived?: boolean;
  onChange: (now: Coupon) => void;
}) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Coupon | null>(null);
  const waiting = coupon.status === COUPON_STATUS.waiting;
  const toggle = () => {
    setOpen(!open);
    if (!detail)
      void client.coupons
        .get({ ticketId: coupon.ticketId })
        .then(setDetail)
        .catch(() => setDetail(coupon));
  };
  return (
    <li
      className={`coupon-item${open ? ' open' : ''}`}
      data-testid="coupon-item"
      data-ticket={coupon.ticketId}
    >
      <button type="button" className="coupon-toggle" aria-expanded={open} onClick={toggle}>
        <CouponSummary coupon={coupon} />
      </button>
      {open && (detail ? <CouponLines lines={detail.lines} live={waiting} /> : <Skeleton rows={1} />)}
      {/* a waiting coupon's cash-out and cancel stay in reach without opening it */}
      {waiting && <CouponActions coupon={coupon} onChange={onChange} compact />}
      {open && (
        <div className="coupon-actions">
          <Link
            className="btn btn-small"
            to={`/${lang}/coupons/${coupon.ticketId}${archived ? '?archived=1' : ''}`}
            data-testid="coupon-open"
          >
            {t('coupons.openDetail')}
          </Link>
        </div>
      )}
    </li>
  );
}
