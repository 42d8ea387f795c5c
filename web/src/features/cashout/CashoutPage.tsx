import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_STATUS, isSellable, oddDirection, toMinor, type Coupon, type Minor } from '@bet/shared';
import { useUserSocket } from '../../realtime/user-socket.ts';
import { useSession } from '../../state/session-store.ts';
import { useMoney } from '../../ui/use-money.ts';
import { usePolledApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { CouponSummary } from '../coupons/CouponSummary.tsx';
import { CashoutAction } from './CashoutAction.tsx';
import { useSaleLookup } from './sale-lookup.ts';
import '../coupons/coupons.css';

/** "coupons auto-refresh 30 seconds in the cash-out view". */
export const CASHOUT_REFRESH_MS = 30_000;

export interface PriceMove {
  dir: -1 | 0 | 1;
  at: number;
}

/** A sale whose answer was lost: the coupon as it was listed, and what looking it up found. */
type LostSale =
  | { coupon: Coupon; state: 'checking' }
  | { coupon: Coupon; state: 'sold'; paid: Minor }
  | { coupon: Coupon; state: 'notSold' };

/**
 * Waiting coupons that can be sold now, each with its price and a sell action. Prices come with
 * every refresh (30 s) and as pushes over `/user`; a price that moved shows its arrow for 3 s.
 */
export default function CashoutPage() {
  const { t } = useTranslation();
  const { data, loading, reload, setData } = usePolledApi(CASHOUT_REFRESH_MS, client.coupons.list, {
    status: COUPON_STATUS.waiting,
    limit: 100,
  });
  const [moves, setMoves] = useState<Record<string, PriceMove>>({});
  const prices = useRef(new Map<string, number>());
  const money = useMoney();
  const [lost, setLost] = useState<Record<string, LostSale>>({});
  const checking = Object.values(lost)
    .filter((l) => l.state === 'checking')
    .map((l) => l.coupon.ticketId);

  // A sale whose answer was lost is looked up once the connection is back (at once when it is):
  // sold, it says so with the amount paid; not sold, the coupon is offered again.
  useSaleLookup(checking, (now) => {
    const sold = now.status === COUPON_STATUS.sold;
    setLost((was) => {
      const kept = was[now.ticketId];
      if (kept?.state !== 'checking') return was;
      const found: LostSale = sold
        ? { coupon: now, state: 'sold', paid: toMinor(now.income) }
        : { coupon: kept.coupon, state: 'notSold' };
      return { ...was, [now.ticketId]: found };
    });
    if (sold) void useSession.getState().refresh();
    reload();
  });

  // Whatever brought a new price (a refresh or a push), its direction against the last one shows.
  useEffect(() => {
    if (!data) return;
    const now = Date.now();
    const moved: Record<string, PriceMove> = {};
    for (const c of data.results) {
      const before = prices.current.get(c.ticketId);
      const dir = before === undefined ? 0 : oddDirection(before, c.sellType.winPrice);
      if (dir !== 0) moved[c.ticketId] = { dir, at: now };
      prices.current.set(c.ticketId, c.sellType.winPrice);
    }
    if (Object.keys(moved).length) setMoves((m) => ({ ...m, ...moved }));
  }, [data]);

  const setPrice = (ticketId: string, winPrice: number) =>
    setData((d) =>
      d
        ? {
            ...d,
            results: d.results.map((c) =>
              c.ticketId === ticketId ? { ...c, sellType: { ...c.sellType, winPrice } } : c,
            ),
          }
        : d,
    );
  useUserSocket({ cashout: (e) => setPrice(e.ticketId, e.winPrice), coupon: () => reload() });

  // a coupon whose sale may be made offers no sale until it is looked up
  const sellable = (data?.results ?? []).filter(
    (c) => isSellable(c) && (lost[c.ticketId]?.state ?? 'notSold') === 'notSold',
  );
  const answered = Object.values(lost).filter((l) => l.state !== 'notSold');
  return (
    <section className="cashout-page" data-testid="cashout">
      <div className="toolbar-line">
        <h1 className="page-heading">{t('cashout.title')}</h1>
        <button
          type="button"
          className="btn btn-small"
          onClick={reload}
          aria-busy={loading}
          data-testid="cashout-refresh"
        >
          ⟳ {t('cashout.refresh')}
        </button>
      </div>
      <p className="hint-line">{t('cashout.autoRefresh', { seconds: CASHOUT_REFRESH_MS / 1000 })}</p>
      {loading && !data && <div className="loading" aria-busy="true" />}
      {answered.length > 0 && (
        <ul className="coupon-list">
          {answered.map((l) => (
            <li
              key={l.coupon.ticketId}
              className="coupon-item"
              data-testid="cashout-lost"
              data-ticket={l.coupon.ticketId}
              data-state={l.state}
            >
              <div className="coupon-toggle">
                <CouponSummary coupon={l.coupon} />
              </div>
              <p className="cashout-note" role="status">
                {l.state === 'sold' ? t('cashout.sold', { amount: money(l.paid) }) : t('cashout.unanswered')}
              </p>
            </li>
          ))}
        </ul>
      )}
      {data && sellable.length === 0 && answered.length === 0 && (
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
            {lost[c.ticketId]?.state === 'notSold' && (
              <p className="cashout-note" role="status" data-testid="cashout-not-sold">
                {t('cashout.notSold')}
              </p>
            )}
            <CashoutAction
              ticketId={c.ticketId}
              price={toMinor(c.sellType.winPrice)}
              move={moves[c.ticketId]}
              onPrice={(p) => setPrice(c.ticketId, p)}
              onSold={reload}
              onUnanswered={() =>
                setLost((was) => ({ ...was, [c.ticketId]: { coupon: c, state: 'checking' } }))
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
