import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@bet/shared';
import { useUserSocket } from '../../realtime/user-socket.ts';
import { useApi } from '../../ui/use-api.ts';
import { CouponItem } from './CouponItem.tsx';
import { COUPON_TABS, COUPONS_PAGE, dayInput, slashDate, type CouponTab } from './coupon-filters.ts';
import './coupons.css';

/** My coupons: tabs, a search by dates and type, expandable coupons, 25 a page. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CouponTab>('all');
  const [form, setForm] = useState({ from: dayInput(-30), to: dayInput(0), type: '' });
  const [query, setQuery] = useState(form);
  const [page, setPage] = useState(0);
  const status = COUPON_TABS.find((x) => x.key === tab)!.status;
  const { data, loading, reload } = useApi<{ results: Coupon[]; totalCount: number }>('/coupons', {
    status,
    type: query.type === '' ? undefined : query.type,
    from: slashDate(query.from),
    // The whole last day counts.
    to: slashDate(dayInput(1, new Date(query.to))),
    offset: page * COUPONS_PAGE,
    limit: COUPONS_PAGE,
  });
  useUserSocket({ coupon: () => reload() });
  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / COUPONS_PAGE));

  return (
    <section className="coupons-page" data-testid="coupons">
      <nav className="chips">
        {COUPON_TABS.map((x) => (
          <button
            key={x.key}
            type="button"
            className="chip"
            aria-pressed={tab === x.key}
            data-testid={`tab-${x.key}`}
            onClick={() => {
              setTab(x.key);
              setPage(0);
            }}
          >
            {t(`coupons.tab.${x.key}`)}
          </button>
        ))}
      </nav>
      <form
        className="coupon-search"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(0);
          setQuery(form);
        }}
      >
        <label>
          {t('coupons.from')}
          <input type="date" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} />
        </label>
        <label>
          {t('coupons.to')}
          <input type="date" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} />
        </label>
        <label>
          {t('coupons.type')}
          <select value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value })}>
            <option value="">{t('coupons.type.any')}</option>
            {[0, 1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {t(`coupons.type.${n}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="chip active">
          {t('coupons.search')}
        </button>
      </form>
      {loading && !data && <div className="loading" aria-busy="true" />}
      {data && data.results.length === 0 && <p className="empty">{t('nomovements')}</p>}
      <ul className="coupon-list">
        {(data?.results ?? []).map((c) => (
          <CouponItem key={c.ticketId} coupon={c} onChange={reload} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="pager">
          <button type="button" className="chip" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('coupons.prev')}
          </button>
          <span>{t('coupons.page', { page: page + 1, pages })}</span>
          <button
            type="button"
            className="chip"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('coupons.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
