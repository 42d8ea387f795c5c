import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oddDirection, toMinor, type Coupon } from '@bet/shared';
import { useUserSocket } from '../../realtime/user-socket.ts';
import { useApi } from '../../ui/use-api.ts';
import { CouponSummary } from '../coupons/CouponSummary.tsx';
import { CashoutAction } from './CashoutAction.tsx';
import '../coupons/coupons.css';

/** "coupons auto-refresh 30 seconds in the cash-out view". */
const REFRESH_MS = 30_000;

export interface PriceMove {
  dir: -1 | 0 | 1;
  at: number;
}

/** Waiting coupons that can be sold now, each with its price and a sell action. */
export default function CashoutPage() {
  const { t } = useTranslation();
  const { data, loading, reload, setData } = useApi<{ results: Coupon[]; totalCount: number }>('/coupons', {
    status: 0,
    limit: 100,
  });
  const [moves, setMoves] = useState<Record<string, PriceMove>>({});

  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setPrice = (ticketId: string, winPrice: number) =>
    setData((d) => {
      if (!d) return d;
      const before = d.results.find((c) => c.ticketId === ticketId);
      if (!before) return d;
      const dir = oddDirection(before.sellType.winPrice, winPrice);
      if (dir !== 0) setMoves((m) => ({ ...m, [ticketId]: { dir, at: Date.now() } }));
      return {
        ...d,
        results: d.results.map((c) =>
          c.ticketId === ticketId ? { ...c, sellType: { ...c.sellType, winPrice } } : c,
        ),
      };
    });
  useUserSocket({ cashout: (e) => setPrice(e.ticketId, e.winPrice), coupon: () => reload() });

  const sellable = (data?.results ?? []).filter(
    (c) => c.status === 0 && c.sellType.status === 1 && c.sellType.winPrice > 0,
  );
  return (
    <section className="cashout-page" data-testid="cashout">
      {loading && !data && <div className="loading" aria-busy="true" />}
      {data && sellable.length === 0 && (
        <p className="empty" data-testid="no-sell-coupon">
          {t('noSellCoupon')}
        </p>
      )}
      <ul className="coupon-list">
        {sellable.map((c) => (
          <li key={c.ticketId} className="coupon-item" data-testid="cashout-item" data-ticket={c.ticketId}>
            <div className="coupon-toggle">
              <CouponSummary coupon={c} />
            </div>
            <CashoutAction
              ticketId={c.ticketId}
              price={toMinor(c.sellType.winPrice)}
              move={moves[c.ticketId]}
              onPrice={(p) => setPrice(c.ticketId, p)}
              onSold={reload}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
