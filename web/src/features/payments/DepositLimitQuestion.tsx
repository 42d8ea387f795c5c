import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RG_LIMIT_PERIODS, readPaymentAmount, toMajor, type RgLimitPeriod } from '@bet/shared';
import { ApiError, client } from '../../api/client.ts';
import { useSession } from '../../state/session-store.ts';
import { useApi } from '../../ui/use-api.ts';
import { useDecimalSign } from '../../ui/use-money.ts';

/**
 * Before a new player's first deposit, the site asks for a deposit limit (UKGC RTS 12A, AGCO
 * 2.23): set one here, at once, or say no; either answer is kept and the question goes away.
 * A player who already holds a deposit limit is not asked.
 */
export function DepositLimitQuestion() {
  const { t } = useTranslation();
  const decimal = useDecimalSign();
  const player = useSession((s) => s.user?.role === 'player');
  const { data, setData, reload } = useApi(player ? client.responsibleGaming.session : null);
  const [period, setPeriod] = useState<RgLimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (done)
    return (
      <p className="pay-notice ok" role="status" data-testid="rg-ask-done">
        {t('pay.rgAsk.done')}
      </p>
    );
  if (!data?.askDepositLimit) return null;

  const fail = (err: unknown) =>
    setProblem(err instanceof ApiError && err.serverMessage ? err.serverMessage : t('pay.error.other'));

  async function set(e: FormEvent) {
    e.preventDefault();
    const minor = readPaymentAmount(amount, decimal);
    if (minor === null || minor <= 0) {
      setProblem(t('pay.rgAsk.amountInvalid'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await client.responsibleGaming.setLimit({ kind: 'deposit', period, amount: toMajor(minor) });
      setDone(true);
      reload();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  async function decline() {
    setBusy(true);
    setProblem(null);
    try {
      setData(await client.responsibleGaming.declineDepositLimit());
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="pay-form rg-ask" aria-labelledby="rg-ask-title" data-testid="rg-ask">
      <h2 id="rg-ask-title">{t('pay.rgAsk.title')}</h2>
      <p>{t('pay.rgAsk.about')}</p>
      <form onSubmit={(e) => void set(e)} noValidate aria-busy={busy} className="rg-ask-form">
        <label className="pay-field">
          <span>{t('pay.rgAsk.period')}</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as RgLimitPeriod)}>
            {RG_LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`pay.rgAsk.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="pay-field">
          <span>{t('pay.rgAsk.amount')}</span>
          <input
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            value={amount}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'rg-ask-problem' : undefined}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="rg-ask-amount"
          />
        </label>
        {problem && (
          <p className="pay-error" id="rg-ask-problem" role="alert">
            {problem}
          </p>
        )}
        <div className="rg-ask-actions">
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="rg-ask-set">
            {t('pay.rgAsk.set')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void decline()}
            data-testid="rg-ask-decline"
          >
            {t('pay.rgAsk.later')}
          </button>
        </div>
      </form>
    </section>
  );
}
