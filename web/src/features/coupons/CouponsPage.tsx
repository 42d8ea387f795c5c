import { useParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponStatusName, type Coupon } from '@bet/shared';
import { useUserSocket } from '../../realtime/user-socket.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { CouponItem } from './CouponItem.tsx';
import {
  COUPON_STATUSES,
  COUPON_TABS,
  COUPONS_PAGE,
  couponsDays,
  dayInput,
  isArchived,
  slashDate,
} from './coupon-filters.ts';
import '../../ui/match-row.css';
import './coupons.css';
import { OfflineEmpty, Skeleton } from '../../ui/Skeleton.tsx';
import { DateField } from '../../ui/DateField.tsx';

interface Search {
  from: string;
  to: string;
  /** '' all, else a coupon status */
  status: string;
  /** '' all, else a coupon filter type (0 combine … 4 live) */
  type: string;
}

/** My coupons: tabs All / Wait / Win / Lost, a search by dates, status and type, expandable coupons, 25 a page. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const days = couponsDays(useSiteSettings((s) => s.settings['coupons_day']));
  const initial: Search = { from: dayInput(-days), to: dayInput(0), status: '', type: '' };
  const [form, setForm] = useState<Search>(initial);
  const [query, setQuery] = useState<Search>(initial);
  const [page, setPage] = useState(0);
  const { data, loading, unreachable, reload, setData } = useApi(client.coupons.list, {
    status: query.status === '' ? undefined : query.status,
    type: query.type === '' ? undefined : query.type,
    from: slashDate(query.from),
    // The whole last day counts.
    to: slashDate(dayInput(1, new Date(`${query.to}T00:00:00`))),
    offset: page * COUPONS_PAGE,
    limit: COUPONS_PAGE,
  });
  useUserSocket({ coupon: () => reload() });
  // A cancel's or a sale's answer says how the coupon is now: shown at once (the connection may
  // drop before the list is read again), then the list is read again.
  const changed = (now: Coupon) => {
    setData((d) => d && { ...d, results: d.results.map((c) => (c.ticketId === now.ticketId ? now : c)) });
    reload();
  };
  const total = data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / COUPONS_PAGE));
  const apply = (next: Search) => {
    setForm(next);
    setQuery(next);
    setPage(0);
  };

  return (
    <section className="coupons-page" data-testid="coupons">
      <h1 className="visually-hidden">{t('coupons.title')}</h1>
      <nav className="chips" aria-label={t('coupons.title')}>
        {COUPON_TABS.map((x) => (
          <button
            key={x.key}
            type="button"
            className="chip"
            aria-pressed={query.status === (x.status === undefined ? '' : String(x.status))}
            data-testid={`tab-${x.key}`}
            onClick={() => apply({ ...query, status: x.status === undefined ? '' : String(x.status) })}
          >
            {t(`coupons.tab.${x.key}`)}
          </button>
        ))}
      </nav>
      <form
        className="coupon-search"
        data-testid="coupon-search"
        onSubmit={(e) => {
          e.preventDefault();
          apply(form);
        }}
      >
        <label>
          {t('coupons.from')}
          <DateField
            value={form.from}
            max={form.to}
            data-testid="search-from"
            onChange={(from) => setForm({ ...form, from })}
          />
        </label>
        <label>
          {t('coupons.to')}
          <DateField
            value={form.to}
            min={form.from}
            data-testid="search-to"
            onChange={(to) => setForm({ ...form, to })}
          />
        </label>
        <label>
          {t('coupons.status')}
          <select
            value={form.status}
            data-testid="search-status"
            onChange={(e) => setForm({ ...form, status: e.target.value })}
          >
            <option value="">{t('coupons.type.any')}</option>
            {COUPON_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`coupon.status.${couponStatusName(s)}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('coupons.type')}
          <select
            value={form.type}
            data-testid="search-type"
            onChange={(e) => setForm({ ...form, type: e.target.value })}
          >
            <option value="">{t('coupons.type.any')}</option>
            {[0, 1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {t(`coupons.type.${n}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary search-button" data-testid="search-submit">
          {t('coupons.search')}
        </button>
      </form>
      {loading && !data && <Skeleton rows={4} />}
      {!loading && !data && unreachable && <OfflineEmpty />}
      {data && data.results.length === 0 && (
        <EmptyState
          text={t('coupons.empty')}
          testId="coupons-empty"
          ways={[
            { label: t('nav.sports'), to: `/${lang}/sports` },
            { label: t('nav.live'), to: `/${lang}/livebets` },
          ]}
        />
      )}
      {data && total > 0 && (
        <p className="coupon-count" data-testid="coupon-count">
          {t('coupons.count', { count: total })}
        </p>
      )}
      <ul className="coupon-list" aria-busy={loading}>
        {(data?.results ?? []).map((c) => (
          <CouponItem key={c.ticketId} coupon={c} archived={isArchived(c, days)} onChange={changed} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="pager" data-testid="pager">
          <button
            type="button"
            className="btn"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
            data-testid="page-prev"
          >
            {t('coupons.prev')}
          </button>
          <span data-testid="page-of">{t('coupons.page', { page: page + 1, pages })}</span>
          <button
            type="button"
            className="btn"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
            data-testid="page-next"
          >
            {t('coupons.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
