import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isCancellable, type Coupon } from '@bet/shared';
import { ApiError, client } from '../../api/client.ts';
import { notifyKey } from '../../state/notify-text.ts';
import { useSession } from '../../state/session-store.ts';
import { CouponLines } from './CouponLines.tsx';
import { CouponSummary } from './CouponSummary.tsx';

/**
 * One coupon of the list; tapping it opens its lines (read on demand, with archived=1 for a coupon
 * older than the history window), a link to its own page and, when allowed, cancel.
 */
export function CouponItem({
  coupon,
  archived = false,
  onChange,
}: {
  coupon: Coupon;
  archived?: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Coupon | null>(null);
  const toggle = () => {
    setOpen(!open);
    if (!detail)
      void client.coupons
        .get({ ticketId: coupon.ticketId })
        .then(setDetail)
        .catch(() => setDetail(coupon));
  };
  const cancel = async () => {
    if (!window.confirm(t('areYouSure'))) return;
    try {
      const res = await client.coupons.cancel({ ticketId: coupon.ticketId });
      notifyKey(1, 'couponCancelled', undefined, res.msg);
      void useSession.getState().refresh();
      onChange();
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, 'technicalError', '');
      notifyKey(2, e.code, undefined, e.serverMessage);
    }
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
      {open &&
        (detail ? <CouponLines lines={detail.lines} /> : <div className="loading small" aria-busy="true" />)}
      {open && (
        <div className="coupon-actions">
          <Link
            className="btn btn-small"
            to={`/${lang}/coupons/${coupon.ticketId}${archived ? '?archived=1' : ''}`}
            data-testid="coupon-open"
          >
            {t('coupons.openDetail')}
          </Link>
          {isCancellable(coupon) && (
            <button type="button" className="btn btn-small" onClick={() => void cancel()}>
              {t('coupons.cancel')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
