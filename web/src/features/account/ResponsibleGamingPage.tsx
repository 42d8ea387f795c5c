import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  MAX_RG_LIMIT_AMOUNT,
  REALITY_CHECK_MINUTES,
  RG_LIMIT_KINDS,
  RG_LIMIT_PERIODS,
  SELF_EXCLUSION_LENGTHS,
  TIME_OUT_LENGTHS,
  toMajor,
  toMinor,
  type RgLimitKind,
  type RgLimitPeriod,
  type RealityCheckMinutes,
  type RgLimitView,
  type RgState,
} from '@bet/shared';
import { useLangLink } from '../../app/shell/use-lang-link.ts';
import { client } from '../../api/client.ts';
import { notifyKey } from '../../state/notify-text.ts';
import { forgetUser } from '../../state/forget-user.ts';
import { useSession } from '../../state/session-store.ts';
import { DATE_TIME, useDateFormat } from '../../ui/time-zone.ts';
import { useApi } from '../../ui/use-api.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useTypedAmount } from '../../ui/use-typed-amount.ts';
import { AccountScreen, Field, describedBy, notifyApiError } from './account-ui.tsx';

/**
 * Responsible gaming: the player's deposit, loss and stake limits (what each period has used,
 * changes that wait for their cooling-off and confirmation), a time-out and a self-exclusion.
 */
export default function ResponsibleGamingPage() {
  return (
    <AccountScreen title="acct.rg.title">
      <ResponsibleGaming />
    </AccountScreen>
  );
}

function ResponsibleGaming() {
  const { t } = useTranslation();
  const { data, setData } = useApi(client.responsibleGaming.state);
  if (!data) return <p aria-live="polite">{t('acct.rg.loading')}</p>;
  return (
    <div className="rg-page">
      <p className="rg-intro">{t('acct.rg.intro')}</p>
      <LimitsInForce state={data} onChange={setData} />
      <LimitForm state={data} onChange={setData} />
      <RealityCheckForm />
      <ExclusionForm type="timeOut" />
      <ExclusionForm type="selfExclusion" />
    </div>
  );
}

function LimitsInForce({ state, onChange }: { state: RgState; onChange: (s: RgState) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = useDateFormat(DATE_TIME);
  const shown = state.limits.filter((l) => l.amount !== null || l.pending !== null);
  const act = async (slot: RgLimitView, what: 'confirm' | 'cancel') => {
    try {
      const body = { kind: slot.kind, period: slot.period };
      const next =
        what === 'confirm'
          ? await client.responsibleGaming.confirmLimit(body)
          : await client.responsibleGaming.cancelLimitChange(body);
      onChange(next);
      notifyKey(1, what === 'confirm' ? 'acct.rg.confirmed' : 'acct.rg.withdrawn');
    } catch (err) {
      notifyApiError(err);
    }
  };
  const amount = (major: number | null) => (major === null ? t('acct.rg.noLimit') : money(toMinor(major)));
  return (
    <section className="rg-section" aria-labelledby="rg-limits-title">
      <h2 id="rg-limits-title">{t('acct.rg.limits')}</h2>
      {shown.length === 0 ? (
        <p data-testid="rg-no-limits">{t('acct.rg.none')}</p>
      ) : (
        <ul className="rg-limits" data-testid="rg-limits">
          {shown.map((l) => (
            <li key={`${l.kind}-${l.period}`} data-testid={`rg-limit-${l.kind}-${l.period}`}>
              <div className="rg-limit-head">
                <strong>
                  {t(`acct.rg.kind.${l.kind}`)} · {t(`acct.rg.period.${l.period}`)}
                </strong>
                <span>{amount(l.amount)}</span>
              </div>
              {l.amount !== null && (
                <small>
                  {t('acct.rg.used', { used: money(toMinor(l.used)) })} ·{' '}
                  {t('acct.rg.resets', { at: date.format(new Date(l.periodEndsAt)) })}
                </small>
              )}
              {l.pending && (
                <div className="rg-pending" data-testid={`rg-pending-${l.kind}-${l.period}`}>
                  <p>
                    {l.pending.state === 'coolingOff'
                      ? t('acct.rg.pendingWaits', {
                          amount: amount(l.pending.amount),
                          at: date.format(new Date(l.pending.appliesAt)),
                        })
                      : t('acct.rg.pendingReady', {
                          amount: amount(l.pending.amount),
                          at: date.format(new Date(l.pending.expiresAt)),
                        })}
                  </p>
                  <div className="rg-actions">
                    {l.pending.state === 'confirmable' && (
                      <button type="button" className="acct-primary" onClick={() => void act(l, 'confirm')}>
                        {t('acct.rg.confirm')}
                      </button>
                    )}
                    <button type="button" className="acct-secondary" onClick={() => void act(l, 'cancel')}>
                      {t('acct.rg.withdraw')}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Sets, lowers, raises or (an empty amount) removes one limit. */
function LimitForm({ state, onChange }: { state: RgState; onChange: (s: RgState) => void }) {
  const { t } = useTranslation();
  const typed = useTypedAmount();
  const [kind, setKind] = useState<RgLimitKind>('deposit');
  const [period, setPeriod] = useState<RgLimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    // empty removes the limit; an amount is read as the stake box reads it ('2.500' is two and a
    // half thousand in Turkish, '2,500.50' in English)
    const minor = amount.trim() === '' ? null : typed.read(amount);
    if (amount.trim() !== '' && (minor === null || minor <= 0 || minor > MAX_RG_LIMIT_AMOUNT)) {
      setError(t('acct.rg.amountInvalid'));
      return;
    }
    const value = minor === null ? null : toMajor(minor);
    setError(undefined);
    setBusy(true);
    try {
      const answer = await client.responsibleGaming.setLimit({ kind, period, amount: value });
      onChange(answer.state);
      setAmount('');
      if (answer.outcome === 'pending')
        notifyKey(1, 'acct.rg.savedPending', { hours: state.coolingOffHours, days: state.confirmDays });
      else notifyKey(1, answer.outcome === 'applied' ? 'acct.rg.saved' : 'acct.rg.unchanged');
    } catch (err) {
      notifyApiError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rg-section" aria-labelledby="rg-set-title">
      <h2 id="rg-set-title">{t('acct.rg.setTitle')}</h2>
      <p className="rg-note">
        {t('acct.rg.rules', { hours: state.coolingOffHours, days: state.confirmDays })}
        {state.raiseAtPeriodEnd ? ` ${t('acct.rg.rulesPeriodEnd')}` : ''}
      </p>
      <form className="acct-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <Field id="rg-kind" label={t('acct.rg.kindLabel')}>
          <select id="rg-kind" value={kind} onChange={(e) => setKind(e.target.value as RgLimitKind)}>
            {RG_LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`acct.rg.kind.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="rg-period" label={t('acct.rg.periodLabel')}>
          <select id="rg-period" value={period} onChange={(e) => setPeriod(e.target.value as RgLimitPeriod)}>
            {RG_LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`acct.rg.period.${p}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="rg-amount" label={t('acct.rg.amountLabel')} error={error} hint={t('acct.rg.amountHint')}>
          <input
            {...describedBy('rg-amount', error, t('acct.rg.amountHint'))}
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            value={amount}
            onChange={(e) => setAmount(typed.keep(e.target.value, amount))}
          />
        </Field>
        <button type="submit" className="acct-primary" disabled={busy} data-testid="rg-limit-save">
          {t('acct.rg.save')}
        </button>
      </form>
    </section>
  );
}

/** The player's own reality check interval, or the site's. */
function RealityCheckForm() {
  const { t } = useTranslation();
  const { data, setData } = useApi(client.responsibleGaming.session);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!data) return null;
  const value = choice ?? (data.ownMinutes === null ? '' : String(data.ownMinutes));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const minutes = value === '' ? null : (Number(value) as RealityCheckMinutes);
      setData(await client.responsibleGaming.setRealityCheck({ minutes }));
      setChoice(null);
      notifyKey(1, 'acct.rg.rc.saved');
    } catch (err) {
      notifyApiError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rg-section" aria-labelledby="rg-rc-title">
      <h2 id="rg-rc-title">{t('acct.rg.rc.title')}</h2>
      <p className="rg-note">{t('acct.rg.rc.about')}</p>
      <form className="acct-form" onSubmit={(e) => void save(e)} aria-busy={busy}>
        <Field id="rg-rc-minutes" label={t('acct.rg.rc.label')}>
          <select id="rg-rc-minutes" value={value} onChange={(e) => setChoice(e.target.value)}>
            <option value="">
              {data.siteMinutes > 0
                ? t('acct.rg.rc.site', { minutes: data.siteMinutes })
                : t('acct.rg.rc.siteOff')}
            </option>
            {REALITY_CHECK_MINUTES.map((m) => (
              <option key={m} value={String(m)}>
                {t('acct.rg.rc.every', { minutes: m })}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="acct-primary" disabled={busy} data-testid="rg-rc-save">
          {t('acct.rg.rc.save')}
        </button>
      </form>
    </section>
  );
}

/** A time-out or self-exclusion, taken only after a second, explicit confirmation. */
function ExclusionForm({ type }: { type: 'timeOut' | 'selfExclusion' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useLangLink();
  const expired = useSession((s) => s.expired);
  const lengths: readonly string[] = type === 'timeOut' ? TIME_OUT_LENGTHS : SELF_EXCLUSION_LENGTHS;
  const [length, setLength] = useState(lengths[0]!);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = type === 'timeOut' ? 'rg-timeout' : 'rg-exclusion';

  async function take() {
    setBusy(true);
    try {
      const body =
        type === 'timeOut'
          ? { type, length: length as (typeof TIME_OUT_LENGTHS)[number], confirm: true as const }
          : { type, length: length as (typeof SELF_EXCLUSION_LENGTHS)[number], confirm: true as const };
      await client.responsibleGaming.exclude(body);
      // the server has ended every session of the player: this page leaves with it
      notifyKey(1, type === 'timeOut' ? 'acct.rg.timeOutDone' : 'acct.rg.exclusionDone');
      expired();
      forgetUser();
      void navigate(link());
    } catch (err) {
      notifyApiError(err);
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <section className="rg-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(`acct.rg.${type}.title`)}</h2>
      <p className="rg-note">{t(`acct.rg.${type}.about`)}</p>
      <div className="acct-form">
        <Field id={`${id}-length`} label={t('acct.rg.lengthLabel')}>
          <select
            id={`${id}-length`}
            value={length}
            disabled={asking}
            onChange={(e) => setLength(e.target.value)}
          >
            {lengths.map((l) => (
              <option key={l} value={l}>
                {t(`acct.rg.length.${l}`)}
              </option>
            ))}
          </select>
        </Field>
        {!asking ? (
          <button
            type="button"
            className="rg-danger"
            onClick={() => setAsking(true)}
            data-testid={`${id}-start`}
          >
            {t(`acct.rg.${type}.take`)}
          </button>
        ) : (
          <div className="rg-confirm" role="group" aria-labelledby={`${id}-ask`}>
            <p id={`${id}-ask`} role="alert">
              {t(`acct.rg.${type}.ask`, { length: t(`acct.rg.length.${length}`) })}
            </p>
            <div className="rg-actions">
              <button
                type="button"
                className="rg-danger"
                disabled={busy}
                onClick={() => void take()}
                data-testid={`${id}-confirm`}
              >
                {t(`acct.rg.${type}.confirm`)}
              </button>
              <button
                type="button"
                className="acct-secondary"
                disabled={busy}
                onClick={() => setAsking(false)}
              >
                {t('acct.rg.back')}
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
