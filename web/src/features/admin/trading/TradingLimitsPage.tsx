import '../panel-lists.css';
import './trading-limits.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIMIT_SCOPES,
  TradingLimitRequest,
  toMajor,
  toMinor,
  type LimitScope,
  type TradingLimitRow,
} from '@bet/shared';
import { ApiError } from '../../../api/client.ts';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { useTypedAmount } from '../../../ui/use-typed-amount.ts';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelMessage, PanelTableWrap, type PanelMessageText } from '../PanelParts.tsx';

interface Draft {
  scope: LimitScope;
  targetId: string;
  maxStake: string;
  maxPay: string;
  matchTotal: string;
  stakeFactor: string;
}
const EMPTY: Draft = {
  scope: 'match',
  targetId: '',
  maxStake: '',
  maxPay: '',
  matchTotal: '',
  stakeFactor: '',
};
const AMOUNTS = ['maxStake', 'maxPay', 'matchTotal'] as const;

/**
 * A typed id or stake factor as the API takes it: empty is none, a comma is a decimal sign. A
 * factor is no amount of money (0.01 to 10, three decimals): it has no thousands to group.
 */
const numberOf = (text: string): number | null => {
  const t = text.trim().replace(',', '.');
  return t === '' ? null : Number(t);
};

/**
 * The operator's trading limits (issue 17, item 2): a max stake, max payout and per-match total on
 * a sport, league, match, market type or player, and a player's stake factor. The most restrictive
 * limit applies when a coupon is placed; the site's `match_stake_limit` stays the widest total.
 */
export default function TradingLimitsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const typed = useTypedAmount();
  const when = useDateFormat(DATE_TIME);
  /**
   * A typed amount as the API takes it, read as the stake box reads it ('10.000' is ten thousand
   * in Turkish, '10,000.50' in English): empty is none, a text that is no amount NaN (refused).
   */
  const amountOf = (text: string): number | null => {
    if (text.trim() === '') return null;
    const minor = typed.read(text);
    return minor === null ? Number.NaN : toMajor(minor);
  };
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [invalid, setInvalid] = useState(false);
  const [message, setMessage] = useState<PanelMessageText | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, error, loading, reload } = useApi(panelClient.trading.limits, { limit: 200 });
  const amount = (v: number | null) => (v === null ? '–' : money(toMinor(v)));
  const failed = (err: unknown) =>
    setMessage({
      ok: false,
      text: err instanceof ApiError && err.serverMessage ? err.serverMessage : t('technicalError'),
    });

  async function save(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const parsed = TradingLimitRequest.safeParse({
      scope: draft.scope,
      targetId: numberOf(draft.targetId),
      maxStake: amountOf(draft.maxStake),
      maxPay: amountOf(draft.maxPay),
      matchTotal: amountOf(draft.matchTotal),
      stakeFactor: draft.scope === 'player' ? numberOf(draft.stakeFactor) : null,
    });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const row = await panelClient.trading.setLimit(parsed.data);
      setMessage({ ok: true, text: t('limits.saved', { name: row.name }) });
      setDraft(EMPTY);
      reload();
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  async function remove(row: TradingLimitRow) {
    setMessage(null);
    try {
      await panelClient.trading.removeLimit({ id: row.id });
      setMessage({ ok: true, text: t('limits.removed', { name: row.name }) });
      reload();
    } catch (err) {
      failed(err);
    }
  }

  const edit = (row: TradingLimitRow) => {
    const text = (v: number | null) => (v === null ? '' : String(v));
    // an amount as its box shows it, in the page's language ('1000,50' in Turkish)
    const amountText = (v: number | null) => (v === null ? '' : typed.show(toMinor(v)));
    setDraft({
      scope: row.scope,
      targetId: String(row.targetId),
      maxStake: amountText(row.maxStake),
      maxPay: amountText(row.maxPay),
      matchTotal: amountText(row.matchTotal),
      stakeFactor: text(row.stakeFactor),
    });
    setMessage(null);
  };
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
  });
  // an amount's box keeps only a key that leaves an amount to be made ('10,505' is refused)
  const amountField = (name: (typeof AMOUNTS)[number]) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setDraft((d) => ({ ...d, [name]: typed.keep(value, d[name]) }));
    },
  });

  return (
    <div className="limits-page" data-testid="trading-limits">
      <section className="panel-card" aria-labelledby="limits-form-title">
        <h2 id="limits-form-title">{t('limits.formTitle')}</h2>
        <p className="panel-note">{t('limits.help')}</p>
        <form className="panel-form limits-form" onSubmit={(e) => void save(e)} noValidate>
          <label>
            {t('limits.scope')}
            <select {...field('scope')} data-testid="limit-scope">
              {LIMIT_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {t(`limits.scope.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('limits.targetId')}
            <input inputMode="numeric" autoComplete="off" {...field('targetId')} data-testid="limit-target" />
          </label>
          {AMOUNTS.map((a) => (
            <label key={a}>
              {t(`limits.${a}`)}
              <input inputMode="decimal" autoComplete="off" {...amountField(a)} data-testid={`limit-${a}`} />
            </label>
          ))}
          {draft.scope === 'player' && (
            <label>
              {t('limits.stakeFactor')}
              <input
                inputMode="decimal"
                autoComplete="off"
                {...field('stakeFactor')}
                data-testid="limit-stakeFactor"
              />
            </label>
          )}
          <p className="panel-note limits-hint">{t('limits.emptyHint')}</p>
          {invalid && (
            <p className="panel-error" role="alert">
              {t('limits.invalid')}
            </p>
          )}
          <button
            type="submit"
            className="panel-btn panel-btn-primary"
            disabled={busy}
            data-testid="limit-save"
          >
            {t('limits.save')}
          </button>
        </form>
        <PanelMessage message={message} testId="limit-message" />
      </section>
      <section className="panel-card" aria-labelledby="limits-list-title">
        <h2 id="limits-list-title">{t('limits.listTitle')}</h2>
        <PanelLoadError error={error} loading={loading} />
        {data && data.results.length === 0 && <p className="panel-note">{t('limits.none')}</p>}
        {data && data.results.length > 0 && (
          <PanelTableWrap>
            <table className="panel-table" data-testid="limit-rows">
              <thead>
                <tr>
                  <th scope="col">{t('limits.scope')}</th>
                  <th scope="col">{t('limits.target')}</th>
                  <th scope="col">{t('limits.maxStake')}</th>
                  <th scope="col">{t('limits.maxPay')}</th>
                  <th scope="col">{t('limits.matchTotal')}</th>
                  <th scope="col">{t('limits.stakeFactor')}</th>
                  <th scope="col">{t('limits.updated')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('limits.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((r) => (
                  <tr key={r.id} data-testid="limit-row" data-scope={r.scope} data-target={r.targetId}>
                    <td>{t(`limits.scope.${r.scope}`)}</td>
                    <td>
                      {r.name} <span className="panel-note">#{r.targetId}</span>
                    </td>
                    <td>{amount(r.maxStake)}</td>
                    <td>{amount(r.maxPay)}</td>
                    <td>{amount(r.matchTotal)}</td>
                    <td>{r.stakeFactor === null ? '–' : `× ${r.stakeFactor}`}</td>
                    <td>{when.format(new Date(r.updatedAt))}</td>
                    <td className="limits-actions">
                      <button
                        type="button"
                        className="panel-btn"
                        onClick={() => edit(r)}
                        aria-label={t('limits.editOf', { name: r.name })}
                      >
                        {t('limits.edit')}
                      </button>
                      <button
                        type="button"
                        className="panel-btn panel-btn-danger"
                        onClick={() => void remove(r)}
                        aria-label={t('limits.removeOf', { name: r.name })}
                        data-testid="limit-remove"
                      >
                        {t('limits.remove')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </PanelTableWrap>
        )}
      </section>
    </div>
  );
}
