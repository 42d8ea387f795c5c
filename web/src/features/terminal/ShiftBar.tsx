import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  CASH_IN_REASONS,
  CASH_OUT_REASONS,
  SHIFT_CASH_MAX,
  toMinor,
  type CashReason,
  type ShiftRow,
} from '@bet/shared';
import { counterTerminalNo } from '../../state/coupon-actions.ts';
import { ApiError } from '../../api/client.ts';
import { notifyApiError, notifyKey } from '../../state/notify-text.ts';
import { DATE_TIME, useDateFormat } from '../../ui/time-zone.ts';
import { useApi } from '../../ui/use-api.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useTypedAmount } from '../../ui/use-typed-amount.ts';
import { panelClient } from '../admin/panel-client.ts';
import { moveCash, printDayReport, printShiftReport, shopTimeZone } from './shift-actions.ts';
import { cashAmount } from './shop-cash-actions.ts';

/** A refusal of the server, or a bridge call's message key ('printerNotAttached'), in the dialog. */
function notifyFailure(err: unknown) {
  if (err instanceof ApiError || !(err instanceof Error)) notifyApiError(err);
  else notifyKey(2, err.message);
}

const newCashKey = () => `cash-${crypto.randomUUID()}`;

type CashDirection = 'cashIn' | 'cashOut';
const REASONS: Record<CashDirection, readonly CashReason[]> = {
  cashIn: CASH_IN_REASONS,
  cashOut: CASH_OUT_REASONS,
};

/**
 * Cash put in or taken out of the drawer by hand, with a reason from the fixed list and an
 * optional note; it is a movement of the open shift, and the key keeps a retried tap to one.
 */
function CashMoveForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<CashDirection>('cashIn');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<CashReason>(CASH_IN_REASONS[0]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  // one key per cash movement: kept until the server answered, so a retry moves nothing twice
  const [key, setKey] = useState(newCashKey);
  // read as the stake box reads it: '1.500' is fifteen hundred in Turkish
  const typed = useTypedAmount();
  const value = cashAmount(amount, typed.decimal);
  const tooMuch = value > SHIFT_CASH_MAX;
  const money = useMoney();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const trimmed = note.trim();
      await moveCash({
        kind: direction,
        amount: value,
        reason: reason as never,
        ...(trimmed ? { note: trimmed } : {}),
        idempotencyKey: key,
      });
      setKey(newCashKey());
      setAmount('');
      setNote('');
      onDone();
    } catch (err) {
      notifyFailure(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="shift-form" onSubmit={(e) => void submit(e)} data-testid="cash-form">
      <fieldset className="cash-direction">
        <legend>{t('terminal.cash.title')}</legend>
        {(['cashIn', 'cashOut'] as const).map((d) => (
          <label key={d}>
            <input
              type="radio"
              name="cash-direction"
              value={d}
              checked={direction === d}
              onChange={() => {
                setDirection(d);
                setReason(REASONS[d][0]!);
              }}
              data-testid={`cash-${d}`}
            />
            {t(d === 'cashIn' ? 'terminal.cash.in' : 'terminal.cash.out')}
          </label>
        ))}
      </fieldset>
      <label>
        {t('terminal.cash.amount')}
        <input
          value={amount}
          onChange={(e) => setAmount(typed.keep(e.target.value, amount))}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={tooMuch}
          aria-describedby={tooMuch ? 'cash-too-much' : undefined}
          data-testid="cash-amount"
        />
      </label>
      {tooMuch && (
        <p className="shift-error" id="cash-too-much" role="alert" data-testid="cash-too-much">
          {t('terminal.cash.tooMuch', { max: money(toMinor(SHIFT_CASH_MAX)) })}
        </p>
      )}
      <label>
        {t('terminal.cash.reason')}
        <select
          value={reason}
          onChange={(e) => setReason(e.target.value as CashReason)}
          data-testid="cash-reason"
        >
          {REASONS[direction].map((r) => (
            <option key={r} value={r}>
              {t(`cashReason.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('terminal.cash.note')}
        <input
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={200}
          data-testid="cash-note"
        />
      </label>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={busy || Number.isNaN(value) || value <= 0 || tooMuch}
        data-testid="cash-submit"
      >
        {t('terminal.cash.submit')}
      </button>
    </form>
  );
}

/**
 * The cashier's shift at the counter: open it with the counted float, move cash in or out with a
 * reason, close it with a blind count (no expected figure before the count), then see the
 * variance and, when there is one, write its note for the manager; the end-of-shift and the
 * day's reports print on the terminal's printer. Counter bets and payouts need an open shift.
 */
export function ShiftBar() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const when = useDateFormat(DATE_TIME);
  const money = useMoney();
  const { data, reload } = useApi(panelClient.shifts.current);
  const [amount, setAmount] = useState('');
  const [closing, setClosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [closed, setClosed] = useState<ShiftRow | null>(null);
  const [note, setNote] = useState('');
  const [cashOpen, setCashOpen] = useState(false);
  const [status, setStatus] = useState('');
  // read as the stake box reads it: '1.500' is fifteen hundred in Turkish
  const typed = useTypedAmount();
  if (!data) return null;
  const waiting = closed ?? data.lastClosed;
  const value = cashAmount(amount, typed.decimal);

  async function act(e: FormEvent, run: () => Promise<void>) {
    e.preventDefault();
    setBusy(true);
    try {
      await run();
    } catch (err) {
      notifyApiError(err);
    } finally {
      setBusy(false);
    }
  }
  const open = (e: FormEvent) =>
    act(e, async () => {
      await panelClient.shifts.open({
        terminalNo: await counterTerminalNo(),
        float: value,
        timeZone: await shopTimeZone(),
      });
      setAmount('');
      setClosed(null);
      reload();
    });
  const close = (e: FormEvent) =>
    act(e, async () => {
      setClosed(await panelClient.shifts.close({ counted: value }));
      setAmount('');
      setClosing(false);
      reload();
    });
  const print = async (run: () => Promise<boolean>) => {
    setBusy(true);
    setStatus('');
    try {
      if (await run()) setStatus(t('terminal.shift.reportQueued'));
    } catch (err) {
      notifyFailure(err);
    } finally {
      setBusy(false);
    }
  };
  const saveNote = (e: FormEvent) =>
    act(e, async () => {
      setClosed(await panelClient.shifts.note({ id: waiting!.id }, { note: note.trim() }));
      setNote('');
      reload();
    });

  return (
    <section className="shift-bar" aria-label={t('terminal.shift.title')} data-testid="shift-bar">
      {waiting && waiting.expected !== null && (
        <p data-testid="shift-result">
          {t('terminal.shift.result', {
            expected: money(toMinor(waiting.expected)),
            counted: money(toMinor(waiting.counted ?? 0)),
            variance: money(toMinor(waiting.variance ?? 0)),
          })}
        </p>
      )}
      {waiting && waiting.expected !== null && (
        <p className="shift-state">
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void print(() => printShiftReport(waiting.id))}
            data-testid="shift-print-report"
          >
            {t('terminal.shift.printReport')}
          </button>
        </p>
      )}
      {waiting?.needsNote === 1 && !waiting.note && (
        <form className="shift-form" onSubmit={(e) => void saveNote(e)}>
          <label>
            {t('terminal.shift.note')}
            <input
              value={note}
              onChange={(e) => setNote(e.target.value)}
              minLength={3}
              maxLength={500}
              required
              data-testid="shift-note"
            />
          </label>
          <button type="submit" className="btn" disabled={busy || note.trim().length < 3}>
            {t('terminal.shift.saveNote')}
          </button>
        </form>
      )}
      {data.shift ? (
        closing ? (
          <form className="shift-form" onSubmit={(e) => void close(e)}>
            <label>
              {t('terminal.shift.counted')}
              <input
                value={amount}
                onChange={(e) => setAmount(typed.keep(e.target.value, amount))}
                inputMode="decimal"
                autoComplete="off"
                aria-describedby="shift-count-hint"
                data-testid="shift-counted"
              />
            </label>
            <small id="shift-count-hint">{t('terminal.shift.countHint')}</small>
            <button type="submit" className="btn btn-primary" disabled={busy || Number.isNaN(value)}>
              {t('terminal.shift.confirmClose')}
            </button>
            <button type="button" className="btn" onClick={() => setClosing(false)}>
              {t('terminal.shift.cancel')}
            </button>
          </form>
        ) : (
          <p className="shift-state" data-testid="shift-state" data-state="open">
            {t('terminal.shift.openSince', { time: when.format(new Date(data.shift.openedAt)) })}
            <button
              type="button"
              className="btn"
              aria-expanded={cashOpen}
              onClick={() => setCashOpen(!cashOpen)}
              data-testid="cash-toggle"
            >
              {t('terminal.cash.title')}
            </button>
            <Link className="btn" to={`/${lang}/shop-cash`} data-testid="shop-cash-link">
              {t('shopCash.title')}
            </Link>
            <button type="button" className="btn" onClick={() => setClosing(true)} data-testid="shift-close">
              {t('terminal.shift.close')}
            </button>
          </p>
        )
      ) : (
        <form
          className="shift-form"
          onSubmit={(e) => void open(e)}
          data-testid="shift-state"
          data-state="none"
        >
          <strong>{t('terminal.shift.none')}</strong>
          <label>
            {t('terminal.shift.float')}
            <input
              value={amount}
              onChange={(e) => setAmount(typed.keep(e.target.value, amount))}
              inputMode="decimal"
              autoComplete="off"
              data-testid="shift-float"
            />
          </label>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy || Number.isNaN(value)}
            data-testid="shift-open"
          >
            {t('terminal.shift.open')}
          </button>
        </form>
      )}
      {data.shift && !closing && cashOpen && (
        <CashMoveForm
          onDone={() => {
            setCashOpen(false);
            setStatus(t('terminal.cash.done'));
            reload();
          }}
        />
      )}
      <p className="shift-state">
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() => void print(printDayReport)}
          data-testid="shift-print-day"
        >
          {t('terminal.shift.printDay')}
        </button>
        <span role="status" data-testid="shift-message">
          {status}
        </span>
      </p>
    </section>
  );
}
