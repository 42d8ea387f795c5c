import '../panel-lists.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  RG_LIMIT_KINDS,
  RG_LIMIT_PERIODS,
  toMajor,
  toMinor,
  type RgLimitKind,
  type RgLimitPeriod,
  type RgState,
} from '@bet/shared';
import { ApiError } from '../../../api/client.ts';
import { queryClient } from '../../../api/query-client.ts';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { useTypedAmount } from '../../../ui/use-typed-amount.ts';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelMessage, PanelTableWrap, type PanelMessageText } from '../PanelParts.tsx';
import { ExclusionText } from './rg-parts.tsx';

/**
 * One player's responsible gaming in the back office: the limits in force with what each period
 * used, loosenings that wait, a running exclusion, the history from the audit trail, and lowering
 * (or first setting) a limit with a reason. Raising is the player's alone.
 */
export default function RgPlayerPage() {
  const { t } = useTranslation();
  const { lang, id } = useParams();
  const userId = Number(id);
  const state = useApi(panelClient.responsibleGamingAdmin.state, { userId });
  const history = useApi(panelClient.responsibleGamingAdmin.history, { userId });
  return (
    <div data-testid="panel-rg-player">
      <p>
        <Link to={`/${lang}/admin/responsible-gaming`}>{t('panel.rg.back')}</Link>
      </p>
      <PanelLoadError error={state.error} loading={state.loading} />
      {state.data && (
        <>
          <Limits state={state.data} />
          <LowerForm
            userId={userId}
            onDone={(next) => {
              state.setData(next);
              history.reload();
              void queryClient.invalidateQueries();
            }}
          />
        </>
      )}
      <History data={history.data} />
    </div>
  );
}

function Limits({ state }: { state: RgState }) {
  const { t } = useTranslation();
  const money = useMoney();
  const at = useDateFormat(DATE_TIME);
  const amount = (major: number | null) => (major === null ? t('panel.rg.noLimit') : money(toMinor(major)));
  const shown = state.limits.filter((l) => l.amount !== null || l.pending !== null);
  return (
    <section className="panel-card" aria-labelledby="rg-in-force">
      <h2 id="rg-in-force">{t('panel.rg.inForce')}</h2>
      <p>
        {t('panel.rg.exclusion')}: <ExclusionText exclusion={state.exclusion} />
      </p>
      {shown.length === 0 ? (
        <p className="panel-note" data-testid="rg-no-limits">
          {t('panel.rg.noLimits')}
        </p>
      ) : (
        <PanelTableWrap>
          <table className="panel-table" data-testid="rg-limits">
            <thead>
              <tr>
                <th scope="col">{t('panel.rg.limit')}</th>
                <th scope="col" className="num">
                  {t('panel.rg.amount')}
                </th>
                <th scope="col" className="num">
                  {t('panel.rg.used')}
                </th>
                <th scope="col">{t('panel.rg.periodEnds')}</th>
                <th scope="col">{t('panel.rg.pending')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((l) => (
                <tr key={`${l.kind}-${l.period}`} data-testid={`rg-limit-${l.kind}-${l.period}`}>
                  <td>
                    {t(`panel.rg.kind.${l.kind}`)} · {t(`panel.rg.period.${l.period}`)}
                  </td>
                  <td className="num" data-testid="rg-limit-amount">
                    {amount(l.amount)}
                  </td>
                  <td className="num">{l.amount === null ? '' : money(toMinor(l.used))}</td>
                  <td>{at.format(new Date(l.periodEndsAt))}</td>
                  <td data-testid="rg-limit-pending">
                    {l.pending &&
                      t(
                        l.pending.state === 'coolingOff' ? 'panel.rg.pendingWaits' : 'panel.rg.pendingReady',
                        {
                          amount: amount(l.pending.amount),
                          from: at.format(new Date(l.pending.appliesAt)),
                          until: at.format(new Date(l.pending.expiresAt)),
                        },
                      )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </PanelTableWrap>
      )}
    </section>
  );
}

/** Lowers or first sets one limit, at once, with the reason the audit trail keeps. */
function LowerForm({ userId, onDone }: { userId: number; onDone: (next: RgState) => void }) {
  const { t } = useTranslation();
  const typed = useTypedAmount();
  const [kind, setKind] = useState<RgLimitKind>('deposit');
  const [period, setPeriod] = useState<RgLimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<PanelMessageText | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // read as the stake box reads: '1.500' is fifteen hundred in Turkish, '1,500.50' in English
    const minor = typed.read(amount);
    if (minor === null || minor <= 0) {
      setMessage({ ok: false, text: t('panel.rg.amountInvalid') });
      return;
    }
    if (reason.trim().length < 3) {
      setMessage({ ok: false, text: t('panel.rg.reasonInvalid') });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const next = await panelClient.responsibleGamingAdmin.lowerLimit(
        { userId },
        { kind, period, amount: toMajor(minor), reason: reason.trim() },
      );
      setAmount('');
      setReason('');
      setMessage({ ok: true, text: t('panel.rg.lowered') });
      onDone(next);
    } catch (err) {
      setMessage({
        ok: false,
        text: err instanceof ApiError && err.serverMessage ? err.serverMessage : t('technicalError'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel-card" aria-labelledby="rg-lower-title">
      <h2 id="rg-lower-title">{t('panel.rg.lowerTitle')}</h2>
      <p className="panel-note">{t('panel.rg.lowerNote')}</p>
      <form className="panel-form" onSubmit={(e) => void submit(e)} noValidate data-testid="rg-lower-form">
        <label>
          {t('panel.rg.kindLabel')}
          <select value={kind} onChange={(e) => setKind(e.target.value as RgLimitKind)}>
            {RG_LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`panel.rg.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('panel.rg.periodLabel')}
          <select value={period} onChange={(e) => setPeriod(e.target.value as RgLimitPeriod)}>
            {RG_LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`panel.rg.period.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('panel.rg.amount')}
          <input
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            value={amount}
            onChange={(e) => setAmount(typed.keep(e.target.value, amount))}
            data-testid="rg-lower-amount"
          />
        </label>
        <label>
          {t('panel.rg.reason')}
          <input
            maxLength={500}
            autoComplete="off"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="rg-lower-reason"
          />
        </label>
        <button
          type="submit"
          className="panel-btn panel-btn-primary"
          disabled={busy}
          data-testid="rg-lower-save"
        >
          {t('panel.rg.lower')}
        </button>
      </form>
      <PanelMessage message={message} testId="rg-lower-message" />
    </section>
  );
}

type History = Awaited<ReturnType<typeof panelClient.responsibleGamingAdmin.history>>;

function History({ data }: { data: History | null }) {
  const { t, i18n } = useTranslation();
  // from the amount before to the one after, in the direction the page reads
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  const money = useMoney();
  const at = useDateFormat(DATE_TIME);
  const amount = (major: number | null) => (major === null ? t('panel.rg.noLimit') : money(toMinor(major)));
  return (
    <section className="panel-card" aria-labelledby="rg-history-title">
      <h2 id="rg-history-title">{t('panel.rg.history')}</h2>
      <PanelTableWrap>
        <table className="panel-table" data-testid="rg-history">
          <thead>
            <tr>
              <th scope="col">{t('panel.rg.when')}</th>
              <th scope="col">{t('panel.rg.action')}</th>
              <th scope="col">{t('panel.rg.by')}</th>
              <th scope="col">{t('panel.rg.change')}</th>
              <th scope="col">{t('panel.rg.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.results.map((h) => (
              <tr key={h.id}>
                <td>{at.format(new Date(h.createdAt))}</td>
                <td>{t(`panel.audit.action.${h.action}`, { defaultValue: h.action })}</td>
                <td>{h.actorName ?? ''}</td>
                <td>
                  {h.kind && h.period
                    ? `${t(`panel.rg.kind.${h.kind}`)} · ${t(`panel.rg.period.${h.period}`)}: ${amount(
                        h.amountBefore,
                      )} ${arrow} ${amount(h.amountAfter)}`
                    : h.endsAt
                      ? t('panel.rg.until', { at: at.format(new Date(h.endsAt)) })
                      : ''}
                </td>
                <td>{h.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.results.length === 0 && <p className="panel-note">{t('panel.rg.noHistory')}</p>}
      </PanelTableWrap>
    </section>
  );
}
