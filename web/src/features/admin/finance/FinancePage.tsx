import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@bet/shared';
import { useApi, useDebounced } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { DATE_TIME, dateFormat, timeZone } from '../../../ui/time-zone.ts';
import { useIntlLocales } from '../../../i18n/locale.ts';
import { PANEL_PAGE_SIZE, PanelPager } from '../PanelPager.tsx';
import { panelClient } from '../panel-client.ts';
import { PanelTable } from '../PanelTable.tsx';
import { DateField } from '../../../ui/DateField.tsx';

const PAGE = PANEL_PAGE_SIZE;
const VIEWER_CLASS = { in: 'panel-pos', out: 'panel-neg', none: undefined } as const;

/**
 * Every credit movement of the subtree (dealersFinance) and the caller's own movements from
 * approving its players' deposits and withdrawals (an administrator's through the house), with
 * filters, totals and 50 a page.
 */
export default function FinancePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const locales = useIntlLocales();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [direction, setDirection] = useState<'' | 'in' | 'out'>('');
  const [search, setSearch] = useState('');
  const keyWord = useDebounced(search.trim(), 500);
  const [page, setPage] = useState(0);
  const { data, stale } = useApi(panelClient.dealerPanel.finance, {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    // the days picked are days of the zone the dates show in
    ...(from || to ? { timezone: timeZone() } : {}),
    ...(direction ? { direction } : {}),
    ...(keyWord ? { keyWord } : {}),
    offset: page * PAGE,
    limit: PAGE,
  });
  const when = dateFormat(locales, DATE_TIME);
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(0);
    };
  return (
    <section className="panel-card" data-testid="panel-finance">
      <div className="panel-toolbar">
        <label>
          {t('panel.finance.from')}
          <DateField value={from} onChange={filter(setFrom)} />
        </label>
        <label>
          {t('panel.finance.to')}
          <DateField value={to} onChange={filter(setTo)} />
        </label>
        <label>
          {t('panel.credit.direction')}
          <select
            value={direction}
            onChange={(e) => filter(setDirection)(e.target.value as '' | 'in' | 'out')}
          >
            <option value="">{t('panel.finance.all')}</option>
            <option value="in">{t('panel.finance.totalIn')}</option>
            <option value="out">{t('panel.finance.totalOut')}</option>
          </select>
        </label>
        <label>
          {t('panel.user.userName')}
          <input type="search" value={search} onChange={(e) => filter(setSearch)(e.target.value)} />
        </label>
      </div>
      {data && (
        // the last filter's totals, while the new ones are on their way, are marked as such
        <dl className="panel-figures" data-testid="finance-totals" aria-busy={stale || undefined}>
          <div>
            <dt>{t('panel.finance.totalIn')}</dt>
            <dd>{money(toMinor(data.totals.in))}</dd>
          </div>
          <div>
            <dt>{t('panel.finance.totalOut')}</dt>
            <dd>{money(toMinor(data.totals.out))}</dd>
          </div>
          <div>
            <dt>{t('panel.finance.net')}</dt>
            <dd>{money(toMinor(data.totals.net))}</dd>
          </div>
        </dl>
      )}
      <PanelTable
        testId="finance-table"
        label={t('panel.nav.finance')}
        rows={data?.results}
        stale={stale}
        rowKey={(r) => String(r.id)}
        columns={[
          { id: 'date', header: t('panel.finance.date'), cell: (r) => when.format(new Date(r.date)) },
          { id: 'user', header: t('panel.user.userName'), cell: (r) => r.userName },
          { id: 'by', header: t('panel.finance.by'), cell: (r) => r.actorName ?? '—' },
          {
            id: 'direction',
            header: t('panel.credit.direction'),
            // what happened (credit sent or taken back); a request's row is the dealer's own
            // movement: its kind says which approval made it
            cell: (r) =>
              t(
                r.kind === 'credit'
                  ? `panel.finance.kind.credit.${r.direction}`
                  : `panel.finance.kind.${r.kind}`,
              ),
            // coloured by what it did to the viewer's own money (the house's for an administrator):
            // green in, red out, plain when it moved between others of the branch
            cellClass: (r) => VIEWER_CLASS[r.viewer],
          },
          {
            id: 'amount',
            header: t('panel.credit.amount'),
            numeric: true,
            cell: (r) => money(toMinor(r.amount)),
          },
          {
            id: 'balanceAfter',
            header: t('panel.finance.balanceAfter'),
            numeric: true,
            cell: (r) => (r.balanceAfter === null ? '—' : money(toMinor(r.balanceAfter))),
          },
          { id: 'note', header: t('panel.credit.note'), cell: (r) => r.note },
        ]}
      />
      {data && !stale && !data.results.length && <p className="panel-note">{t('panel.finance.empty')}</p>}
      {/* no page count before the answer */}
      {data && <PanelPager page={page} total={data.totalCount} onPage={setPage} />}
    </section>
  );
}
