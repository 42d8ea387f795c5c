import '../panel-lists.css';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor, type DashboardResponse } from '@bet/shared';
import { useUserSocket } from '../../../realtime/user-socket.ts';
import { useSession } from '../../../state/session-store.ts';
import { useApi } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { isRightToLeft } from '../../../i18n/locale.ts';
import { timeZone, useDateFormat } from '../../../ui/time-zone.ts';
import { panelClient } from '../panel-client.ts';
import { PanelTableWrap } from '../PanelParts.tsx';

// ECharts loads only when the figures are there, in a chunk of its own shared with the reports.
const ReportChart = lazy(async () => ({ default: (await import('../reports/ReportChart.tsx')).ReportChart }));

/** A day of the last seven, as the chart's axis and the table name it: "Fri 27". */
const DAY_LABEL: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric' };

/** At most one new read of the figures this often, however many coupons move meanwhile. */
const REFRESH_MS = 2000;

/**
 * Today and this week of the caller's whole subtree: stakes, wins, GGR, bonuses, NGR, active
 * players, open coupons with what they may pay, terminals online. The server says over `/user`
 * when a coupon of the subtree moves; the figures are read again then.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const user = useSession((s) => s.user);
  const { data, reload } = useApi(panelClient.dealerPanel.dashboard, { timezone: timeZone() });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useUserSocket({
    dashboard: () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        reload();
      }, REFRESH_MS);
    },
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!user) return null;
  const m = (major: number) => money(toMinor(major));
  return (
    <div data-testid="panel-dashboard">
      <section className="panel-card">
        <h2>{t('panel.dash.account')}</h2>
        <dl className="panel-figures">
          <div>
            <dt>{t('panel.balance')}</dt>
            <dd>{m(user.credit)}</dd>
          </div>
          <div>
            <dt>{t('panel.dash.role')}</dt>
            <dd>{t(`panel.role.${user.role}`)}</dd>
          </div>
        </dl>
      </section>
      {data && (
        <>
          <Period title={t('panel.dash.today')} f={data.today} m={m} testId="dash-today" />
          <Period title={t('panel.dash.week')} f={data.week} m={m} testId="dash-week" />
          <section className="panel-card">
            <h2>{t('panel.dash.now')}</h2>
            <dl className="panel-figures">
              <div>
                <dt>{t('panel.dash.openCoupons')}</dt>
                <dd data-testid="dash-open-count">{data.openCoupons.count}</dd>
              </div>
              <div>
                <dt>{t('panel.dash.openMaxPay')}</dt>
                <dd>{m(data.openCoupons.maxPay)}</dd>
              </div>
              <div>
                <dt>{t('panel.dash.terminalsOnline')}</dt>
                <dd>
                  {data.terminals.online} / {data.terminals.total}
                </dd>
              </div>
            </dl>
          </section>
          <LastDays days={data.days} m={m} />
        </>
      )}
    </div>
  );
}

function Period({
  title,
  f,
  m,
  testId,
}: {
  title: string;
  f: DashboardResponse['today'];
  m: (major: number) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    ['panel.dash.stakes', m(f.stakes)],
    ['panel.dash.wins', m(f.wins)],
    ['panel.dash.ggr', m(f.ggr)],
    ['panel.dash.bonuses', m(f.bonuses)],
    ['panel.dash.ngr', m(f.ngr)],
    ['panel.dash.activePlayers', String(f.activePlayers)],
  ];
  return (
    <section className="panel-card" data-testid={testId}>
      <h2>{title}</h2>
      <dl className="panel-figures">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd data-testid={`${testId}-${key.split('.').pop()}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Stakes, wins and GGR of the last seven days in the caller's zone: a small bar chart for the eye
 * and, for every reader (screen readers, no canvas, printing), a table with the same figures.
 */
function LastDays({ days, m }: { days: DashboardResponse['days']; m: (major: number) => string }) {
  const { t, i18n } = useTranslation();
  const dayLabel = useDateFormat(DAY_LABEL);
  const labels = useMemo(() => days.map((d) => dayLabel.format(Date.parse(d.from))), [days, dayLabel]);
  const series = useMemo(
    () => [
      { name: t('panel.dash.stakes'), values: days.map((d) => d.stakes) },
      { name: t('panel.dash.wins'), values: days.map((d) => d.wins) },
      { name: t('panel.dash.ggr'), values: days.map((d) => d.ggr) },
    ],
    [days, t],
  );
  return (
    <section className="panel-card" data-testid="dash-days" aria-labelledby="dash-days-title">
      <h2 id="dash-days-title">{t('panel.dash.days')}</h2>
      <Suspense fallback={<div className="panel-chart panel-chart-small" />}>
        <ReportChart
          labels={labels}
          series={series}
          label={t('panel.dash.chart')}
          rtl={isRightToLeft(i18n.language)}
          small
          testId="dash-chart"
        />
      </Suspense>
      <PanelTableWrap>
        <table className="panel-table" data-testid="dash-days-table">
          <caption className="visually-hidden">{t('panel.dash.days')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('panel.dash.day')}</th>
              <th scope="col" className="num">
                {t('panel.dash.stakes')}
              </th>
              <th scope="col" className="num">
                {t('panel.dash.wins')}
              </th>
              <th scope="col" className="num">
                {t('panel.dash.ggr')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
              <tr key={d.from}>
                <th scope="row">{labels[i]}</th>
                <td className="num">{m(d.stakes)}</td>
                <td className="num">{m(d.wins)}</td>
                <td className={`num ${d.ggr < 0 ? 'panel-neg' : ''}`}>{m(d.ggr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PanelTableWrap>
    </section>
  );
}
