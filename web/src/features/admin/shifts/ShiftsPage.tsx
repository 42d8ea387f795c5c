import '../panel-lists.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SHIFT_STATES,
  calendarDayIn,
  dayReportModel,
  shiftReportModel,
  toMinor,
  type CashReportModel,
  type ShiftRow,
  type ShiftState,
} from '@bet/shared';
import { ApiError } from '../../../api/client.ts';
import { DATE_TIME, timeZone, useDateFormat } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelMessage, PanelTableWrap, type PanelMessageText } from '../PanelParts.tsx';
import { CashReportView } from './CashReportView.tsx';
import { DateField } from '../../../ui/DateField.tsx';

/**
 * The cashier shifts of the subtree: float, what the drawer should have held, what the cashier
 * counted, the variance and the cashier's note; the manager signs a closed shift off here, and
 * reads a shift's end-of-shift report or a day's end-of-day report (each shop's own day) as the
 * terminal prints them.
 */
export default function ShiftsPage() {
  const { t } = useTranslation();
  const at = useDateFormat(DATE_TIME);
  const money = useMoney();
  const [state, setState] = useState<ShiftState | ''>('');
  const [message, setMessage] = useState<PanelMessageText | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { data, error, loading, reload } = useApi(panelClient.shiftsAdmin.list, {
    limit: 200,
    ...(state ? { state } : {}),
  });
  const amount = (n: number | null) => (n === null ? '' : money(toMinor(n)));
  const [day, setDay] = useState(() => calendarDayIn(Date.now(), timeZone()));
  const [report, setReport] = useState<{ model: CashReportModel; testId: string } | null>(null);

  const fail = (err: unknown) =>
    setMessage({
      ok: false,
      text: err instanceof ApiError && err.serverMessage ? err.serverMessage : t('technicalError'),
    });
  const showShift = async (row: ShiftRow) => {
    setMessage(null);
    try {
      const r = await panelClient.shiftsAdmin.report({ id: row.id });
      setReport({ model: shiftReportModel(r), testId: 'shift-report' });
    } catch (err) {
      fail(err);
    }
  };
  const showDay = async () => {
    setMessage(null);
    try {
      setReport({
        model: dayReportModel(await panelClient.shiftsAdmin.dayReport({ day })),
        testId: 'day-report',
      });
    } catch (err) {
      fail(err);
    }
  };

  const signOff = async (row: ShiftRow) => {
    setBusy(row.id);
    setMessage(null);
    try {
      await panelClient.shiftsAdmin.signOff({ id: row.id });
      setMessage({ ok: true, text: t('panel.shifts.done') });
      reload();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="panel-card" data-testid="panel-shifts">
      <div className="panel-toolbar">
        <label>
          {t('panel.shifts.filter')}
          <select value={state} onChange={(e) => setState(e.target.value as ShiftState | '')}>
            <option value="">{t('panel.shifts.all')}</option>
            {SHIFT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`panel.shifts.state.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('panel.shifts.day')}
          <DateField value={day} onChange={setDay} data-testid="day-input" />
        </label>
        <button
          type="button"
          className="panel-btn"
          onClick={() => void showDay()}
          disabled={!day}
          data-testid="day-report-show"
        >
          {t('panel.shifts.dayReport')}
        </button>
      </div>
      <PanelMessage message={message} testId="shift-message" />
      <PanelLoadError error={error} loading={loading} />
      <PanelTableWrap>
        <table className="panel-table" data-testid="shift-table">
          <thead>
            <tr>
              <th scope="col">{t('panel.shifts.cashier')}</th>
              <th scope="col">{t('panel.shifts.terminal')}</th>
              <th scope="col">{t('panel.shifts.opened')}</th>
              <th scope="col" className="num">
                {t('panel.shifts.float')}
              </th>
              <th scope="col" className="num">
                {t('panel.shifts.expected')}
              </th>
              <th scope="col" className="num">
                {t('panel.shifts.counted')}
              </th>
              <th scope="col" className="num">
                {t('panel.shifts.variance')}
              </th>
              <th scope="col">{t('panel.shifts.note')}</th>
              <th scope="col">{t('panel.shifts.filter')}</th>
              <th scope="col">{t('panel.shifts.report')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.results.map((r) => (
              <tr key={r.id} data-shift={r.id}>
                <td>{r.userName}</td>
                <td>{r.terminalNo}</td>
                <td>{at.format(new Date(r.openedAt))}</td>
                <td className="num">{amount(r.float)}</td>
                <td className="num">{amount(r.expected)}</td>
                <td className="num">{amount(r.counted)}</td>
                <td
                  className={`num ${r.variance !== null && r.variance < 0 ? 'panel-neg' : ''}`}
                  data-testid="shift-variance"
                >
                  {amount(r.variance)}
                </td>
                <td>{r.needsNote ? t('panel.shifts.noteMissing') : (r.note ?? '')}</td>
                <td>
                  {r.state === 'closed' && !r.needsNote ? (
                    <button
                      type="button"
                      className="panel-btn panel-btn-primary"
                      onClick={() => void signOff(r)}
                      disabled={busy === r.id}
                      aria-busy={busy === r.id}
                      data-testid="shift-sign-off"
                    >
                      {t('panel.shifts.signOff')}
                    </button>
                  ) : r.state === 'signedOff' ? (
                    t('panel.shifts.signedOffBy', { name: r.signedOffBy ?? '' })
                  ) : (
                    t(`panel.shifts.state.${r.state}`)
                  )}
                </td>
                <td>
                  {r.state !== 'open' && (
                    <button
                      type="button"
                      className="panel-btn"
                      onClick={() => void showShift(r)}
                      data-testid="shift-report-show"
                    >
                      {t('panel.shifts.report')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.results.length === 0 && <p className="panel-note">{t('panel.shifts.none')}</p>}
      </PanelTableWrap>
      {report && <CashReportView model={report.model} testId={report.testId} />}
    </section>
  );
}
