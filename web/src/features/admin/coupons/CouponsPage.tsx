import '../panel-lists.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_FILTER, couponStatusName, historyKind, toMinor, type AdminCoupon } from '@bet/shared';
import { client } from '../../../api/client.ts';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { CouponDetail } from './CouponDetail.tsx';
import { PANEL_PAGE_SIZE, PanelPager } from '../PanelPager.tsx';
import { PanelLoadError } from '../PanelParts.tsx';
import { PanelTable } from '../PanelTable.tsx';
import { DateField } from '../../../ui/DateField.tsx';

const PAGE = PANEL_PAGE_SIZE;
const STATUSES = [0, 1, -1, -2, 2] as const;
const TYPES = [0, 1, 2, 3, 4] as const;

interface Filters {
  from: string;
  to: string;
  status: string;
  type: string;
  userName: string;
  ticketId: string;
}

const EMPTY: Filters = { from: '', to: '', status: '', type: '', userName: '', ticketId: '' };

/** The coupons of the dealer's subtree (dealersCoupons): filters, 50 a page, a coupon's detail. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const when = useDateFormat(DATE_TIME);
  const money = useMoney();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const query = {
    offset,
    limit: PAGE,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.status !== '' ? { status: Number(filters.status) } : {}),
    ...(filters.type !== '' ? { type: Number(filters.type) } : {}),
    ...(filters.userName ? { userName: filters.userName.trim() } : {}),
    ...(filters.ticketId ? { ticketId: filters.ticketId.trim() } : {}),
  };
  const { data, error, loading, stale, reload } = useApi(client.coupons.adminList, query);

  function apply(e: FormEvent) {
    e.preventDefault();
    setFilters(draft);
    setOffset(0);
  }
  const set = (k: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const status = (c: Pick<AdminCoupon, 'status'>) =>
    t(`coupon.status.${couponStatusName(c.status) ?? 'waiting'}`);

  return (
    <section className="panel-card" data-testid="panel-coupons">
      <form className="panel-toolbar" onSubmit={apply} role="search" aria-label={t('panel.coupons.filters')}>
        <label>
          {t('panel.filter.from')}
          <DateField value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} />
        </label>
        <label>
          {t('panel.filter.to')}
          <DateField value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} />
        </label>
        <label>
          {t('panel.coupons.status')}
          <select value={draft.status} onChange={set('status')}>
            <option value="">{t('panel.filter.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {status({ status: s })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('panel.coupons.type')}
          <select value={draft.type} onChange={set('type')}>
            <option value="">{t('panel.filter.all')}</option>
            {TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`coupons.type.${ty}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('panel.coupons.user')}
          <input value={draft.userName} onChange={set('userName')} maxLength={50} autoComplete="off" />
        </label>
        <label>
          {t('ticket.id')}
          <input
            value={draft.ticketId}
            onChange={set('ticketId')}
            inputMode="numeric"
            pattern="\d*"
            maxLength={20}
            autoComplete="off"
          />
        </label>
        <button type="submit" className="panel-btn panel-btn-primary">
          {t('panel.filter.apply')}
        </button>
      </form>

      <PanelLoadError error={error} loading={loading} />

      {open && (
        <CouponDetail
          ticketId={open}
          onClose={() => setOpen(null)}
          onChanged={() => reload()}
          statusText={status}
        />
      )}

      <PanelTable
        testId="coupon-table"
        caption={t('panel.coupons.count', { count: data?.totalCount ?? 0 })}
        rows={data?.results}
        stale={stale}
        rowKey={(c) => c.ticketId}
        rowData={(c) => ({ 'data-ticket': c.ticketId })}
        columns={[
          {
            id: 'ticket',
            header: t('ticket.id'),
            cell: (c) => (
              <button
                type="button"
                className="panel-link"
                onClick={() => setOpen(c.ticketId)}
                aria-expanded={open === c.ticketId}
              >
                {c.ticketId}
              </button>
            ),
          },
          { id: 'user', header: t('panel.coupons.user'), cell: (c) => c.userName },
          { id: 'date', header: t('ticket.date'), cell: (c) => when.format(new Date(c.ticketDate)) },
          {
            id: 'type',
            header: t('panel.coupons.type'),
            cell: (c) => t(`coupons.type.${COUPON_FILTER[historyKind(c)]}`),
          },
          {
            id: 'stake',
            header: t('ticket.stake'),
            numeric: true,
            cell: (c) => money(toMinor(c.totalStake)),
          },
          { id: 'maxPay', header: t('ticket.maxPay'), numeric: true, cell: (c) => money(toMinor(c.maxPay)) },
          { id: 'status', header: t('panel.coupons.status'), cell: (c) => status(c) },
        ]}
      />
      {data && !stale && data.results.length === 0 && <p className="panel-note">{t('panel.coupons.none')}</p>}
      {/* no page count before the answer */}
      {data && (
        <PanelPager page={offset / PAGE} total={data.totalCount} onPage={(p) => setOffset(p * PAGE)} />
      )}
    </section>
  );
}
