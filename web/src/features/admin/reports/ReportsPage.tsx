import '../panel-lists.css';
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_PERIODS,
  REPORT_PRODUCTS,
  dayIso,
  dayOf,
  toMinor,
  type ReportGroupBy,
  type ReportPeriod,
  type ReportProduct,
} from '@bet/shared';
import { useApi } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { isRightToLeft } from '../../../i18n/locale.ts';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelTableWrap } from '../PanelParts.tsx';
import { DateField } from '../../../ui/DateField.tsx';

const ReportChart = lazy(async () => ({ default: (await import('./ReportChart.tsx')).ReportChart }));

const GROUPS: readonly ReportGroupBy[] = ['period', 'user', 'product'];
const COLUMNS = ['stakes', 'wins', 'ggr', 'bonuses', 'ngr', 'commission'] as const;

interface Filters {
  from: string;
  to: string;
  period: ReportPeriod;
  groupBy: ReportGroupBy;
  product: ReportProduct | '';
  dealerId?: number;
}

/**
 * The dealer's reports: stakes, wins, GGR, bonuses, NGR and commission of its subtree per period,
 * per user below it (a dealer's row opens its own report) or per product, with a chart and the
 * same report as a CSV file.
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const today = dayIso(dayOf(Date.now()));
  const [draft, setDraft] = useState<Filters>({
    from: today,
    to: today,
    period: 'day',
    groupBy: 'period',
    product: '',
  });
  const [filters, setFilters] = useState<Filters>(draft);
  const query = {
    from: filters.from,
    to: filters.to,
    period: filters.period,
    groupBy: filters.groupBy,
    lang: i18n.language,
    ...(filters.product ? { product: filters.product } : {}),
    ...(filters.dealerId ? { dealerId: filters.dealerId } : {}),
  };
  const { data, error, loading } = useApi(panelClient.reports.get, query);
  const csvUrl = panelClient.reports.export(query);

  function apply(e: FormEvent) {
    e.preventDefault();
    setFilters({ ...draft, ...(filters.dealerId ? { dealerId: filters.dealerId } : {}) });
  }
  const set = (k: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const rowLabel = (r: { label: string; role: string | null }) =>
    r.role ? `${r.label} (${t(`panel.role.${r.role}`)})` : r.label;

  const chart = useMemo(
    () =>
      data
        ? {
            labels: data.rows.map((r) => r.label),
            series: (['stakes', 'wins', 'ngr'] as const).map((k) => ({
              name: t(`admin.reports.col.${k}`),
              values: data.rows.map((r) => r[k]),
            })),
          }
        : null,
    [data, t],
  );

  return (
    <section className="panel-card" data-testid="panel-reports">
      <form className="panel-toolbar" onSubmit={apply} aria-label={t('panel.reports.filters')}>
        <label>
          {t('panel.filter.from')}
          <DateField value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} required />
        </label>
        <label>
          {t('panel.filter.to')}
          <DateField value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} required />
        </label>
        <label>
          {t('panel.reports.period')}
          <select value={draft.period} onChange={set('period')}>
            {REPORT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`panel.reports.period.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('panel.reports.groupBy')}
          <select value={draft.groupBy} onChange={set('groupBy')}>
            {GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`admin.reports.groupBy.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.reports.groupBy.product')}
          <select value={draft.product} onChange={set('product')}>
            <option value="">{t('panel.filter.all')}</option>
            {REPORT_PRODUCTS.map((p) => (
              <option key={p} value={p}>
                {t(`admin.reports.product.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="panel-btn panel-btn-primary">
          {t('panel.filter.apply')}
        </button>
        <a className="panel-btn" href={csvUrl} download data-testid="report-csv">
          {t('panel.reports.csv')}
        </a>
      </form>

      {data && (
        <p className="panel-note" data-testid="report-dealer">
          {t('panel.reports.of', { name: data.dealer.userName })}{' '}
          {filters.dealerId && (
            <button
              type="button"
              className="panel-link"
              onClick={() => setFilters((f) => ({ ...f, dealerId: undefined }) as Filters)}
            >
              {t('panel.reports.backToMine')}
            </button>
          )}
        </p>
      )}
      <PanelLoadError error={error} loading={loading} />

      {chart && chart.labels.length > 0 && (
        <Suspense fallback={<div className="panel-chart" />}>
          <ReportChart
            labels={chart.labels}
            series={chart.series}
            label={t('panel.reports.chart')}
            rtl={isRightToLeft(i18n.language)}
          />
        </Suspense>
      )}

      <PanelTableWrap>
        <table className="panel-table" data-testid="report-table">
          <thead>
            <tr>
              <th scope="col">{t(`admin.reports.groupBy.${filters.groupBy}`)}</th>
              {COLUMNS.map((k) => (
                <th key={k} scope="col" className="num">
                  {t(`admin.reports.col.${k}`)}
                </th>
              ))}
              <th scope="col" className="num">
                {t('admin.reports.col.coupons')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">
                  {r.userId && r.role !== 'player' && r.role !== 'terminal' ? (
                    <button
                      type="button"
                      className="panel-link"
                      onClick={() => setFilters((f) => ({ ...f, dealerId: r.userId! }))}
                    >
                      {rowLabel(r)}
                    </button>
                  ) : (
                    rowLabel(r)
                  )}
                </th>
                {COLUMNS.map((k) => (
                  <td key={k} className={`num ${r[k] < 0 ? 'panel-neg' : ''}`}>
                    {money(toMinor(r[k]))}
                  </td>
                ))}
                <td className="num">{r.coupons}</td>
              </tr>
            ))}
          </tbody>
          {data && (
            <tfoot>
              <tr data-testid="report-totals">
                <th scope="row">{t('admin.reports.total')}</th>
                {COLUMNS.map((k) => (
                  <td key={k} className="num" data-col={k}>
                    {money(toMinor(data.totals[k]))}
                  </td>
                ))}
                <td className="num" data-col="coupons">
                  {data.totals.coupons}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
        {data && data.rows.length === 0 && <p className="panel-note">{t('panel.reports.none')}</p>}
      </PanelTableWrap>
    </section>
  );
}
