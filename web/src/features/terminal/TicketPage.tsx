import { Suspense, lazy, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  COUNTER_VOID_REASONS,
  SECURE_CODE_LENGTH,
  counterVoidReasonKey,
  systemLabel,
  toMinor,
  type CounterVoidReason,
  type CounterVoidReceipt,
  type PayoutReceipt,
  type Voucher,
} from '@bet/shared';
import { askAgainUntilStopped } from '../../api/ask-again.ts';
import { ApiError, client } from '../../api/client.ts';
import { payoutTicket, type Payout } from '../../state/coupon-actions.ts';
import { platform } from '../../platform/index.ts';
import { useUserSocket } from '../../realtime/user-socket.ts';
import { useTerminalStatus } from '../../terminal/use-terminal-status.ts';
import { KeptId, textWithElements } from '../../ui/KeptId.tsx';
import { DATE_TIME, useDateFormat } from '../../ui/time-zone.ts';
import { useMoney } from '../../ui/use-money.ts';
import { TicketKeypad } from './TicketKeypad.tsx';
import { ticketRefusal, type CounterMessage } from './counter-message.tsx';
import { VoucherPanel } from './VoucherPanel.tsx';
import { payAsVoucher, readCounterInput, voidTicket } from './counter-actions.ts';
import { ticketStatusKey, type TicketCheck } from './ticket-check.ts';

/**
 * How often a ticket waiting for the manager's approval is read again: the decision is pushed over
 * `/user` at once, so this only catches one missed while the socket was away.
 */
const APPROVAL_FALLBACK_MS = 20_000;

/** How often a payout whose answer was lost is looked up while the connection seems back. */
const LOST_PAYOUT_LOOKUP_MS = 5_000;

/**
 * A payout whose answer was lost, in cash or into a voucher: the ticket as checked before it, its
 * code and the request's key.
 */
interface LostPayout {
  kind: 'cash' | 'voucher';
  check: TicketCheck;
  code: string;
  key: string;
}

// The selections come with a checked ticket, so the screen itself opens as fast as before.
const CouponLines = lazy(() =>
  import('../coupons/CouponLines.tsx').then((m) => ({ default: m.CouponLines })),
);

/**
 * Ticket check, payout, void and vouchers at the counter. A scanned ticket (`?id=` holds its
 * payout code) opens with its status and what it pays; a typed ticket id shows the ticket, and
 * paying or voiding it then needs the code printed on it. A won or sold ticket is paid once, in
 * cash or as a voucher; a waiting one may be voided before its first match; a scanned voucher is
 * paid in cash once. Without a terminal it still checks tickets and says no printer is attached.
 */
export default function TicketPage() {
  const { t } = useTranslation();
  const when = useDateFormat(DATE_TIME);
  const money = useMoney();
  const { printerAttached } = useTerminalStatus();
  const [params, setParams] = useSearchParams();
  const scanned = params.get('id') ?? '';
  const [typed, setTyped] = useState(scanned);
  const [check, setCheck] = useState<TicketCheck | null>(null);
  /** the ticket's payout code: scanned with it, or typed by the cashier from the ticket */
  const [code, setCode] = useState('');
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [receipt, setReceipt] = useState<PayoutReceipt | null>(null);
  const [voided, setVoided] = useState<CounterVoidReceipt | null>(null);
  const [reason, setReason] = useState<CounterVoidReason>(COUNTER_VOID_REASONS[0]);
  const [message, setMessage] = useState<CounterMessage | null>(null);
  const [busy, setBusy] = useState(false);
  /** the key of the payout being asked for, kept for the ticket until it is paid */
  const payKey = useRef<{ ticketId: string; key: string } | null>(null);
  /** the same for a payout into a voucher */
  const voucherKey = useRef<{ ticketId: string; key: string } | null>(null);
  const [lostPayout, setLostPayout] = useState<LostPayout | null>(null);

  const refusal = useCallback((err: unknown) => ticketRefusal(t, when, err), [t, when]);

  const [checking, setChecking] = useState(false);
  const open = useCallback(
    async (raw: string) => {
      setReceipt(null);
      setVoided(null);
      setMessage(null);
      setLostPayout(null);
      setCheck(null);
      setVoucher(null);
      setCode('');
      const input = readCounterInput(raw);
      if (input.kind === 'mistyped') return setMessage({ kind: 'error', text: t('codeMistyped') });
      if (input.kind === 'invalid') return setMessage({ kind: 'error', text: t('couponNotFound') });
      setChecking(true);
      try {
        if (input.kind === 'voucher') setVoucher(await client.payouts.voucher({ code: input.value }));
        else if (input.kind === 'payout') {
          setCheck(await client.payouts.byCode({ code: input.value }));
          setCode(input.value);
        } else setCheck(await client.payouts.ticket({ ticketId: input.value }));
      } catch (err) {
        setMessage(refusal(err));
      } finally {
        setChecking(false);
      }
    },
    [t, refusal],
  );

  useEffect(() => {
    setTyped(scanned);
    if (scanned) void open(scanned);
  }, [scanned, open]);

  // While the manager decides, the cashier sees the decision come in without asking: it is pushed
  // to the counter, and the ticket is then read again (with the reason of a refusal); a slow poll
  // stays as the fallback for a push missed while the socket was reconnecting.
  const waitingTicket = check && check.approval === 'pending' && !check.paid ? check.ticketId : null;
  const reread = useCallback((ticketId: string) => {
    client.payouts
      .ticket({ ticketId })
      .then((now) => {
        setCheck((was) => (was?.ticketId === now.ticketId ? now : was));
        // the 'waits for approval' refusal is old news once the manager decided
        if (now.approval !== 'pending') setMessage(null);
      })
      .catch(() => undefined);
  }, []);
  useUserSocket({
    payoutApproval: (e) => {
      if (e.ticketId === waitingTicket) reread(e.ticketId);
    },
  });
  useEffect(() => {
    if (!waitingTicket) return;
    const timer = setInterval(() => reread(waitingTicket), APPROVAL_FALLBACK_MS);
    return () => clearInterval(timer);
  }, [waitingTicket, reread]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // the same input again re-reads the ticket; a new one goes through the address (back works)
    if (typed === scanned) void open(typed);
    else setParams({ id: typed });
  };

  /** The payout code for an action: the scanned one, or the one typed from the ticket (checked first). */
  const provenCode = (): string | null => {
    const input = readCounterInput(code);
    if (input.kind === 'payout') return input.value;
    setMessage({ kind: 'error', text: t(input.kind === 'mistyped' ? 'codeMistyped' : 'payoutCodeWrong') });
    return null;
  };

  const act = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (err) {
      setMessage(refusal(err));
      // the server's view after a refusal (a payout now waiting for approval, say)
      if (check) setCheck(await client.payouts.ticket({ ticketId: check.ticketId }).catch(() => check));
    } finally {
      setBusy(false);
    }
  };

  const paidNow = useCallback(
    (paid: Payout) => {
      payKey.current = null;
      setCheck(paid.check);
      setReceipt(paid.receipt);
      setMessage(paid.printing ? { kind: 'info', text: t('terminal.receiptPrinting') } : null);
    },
    [t],
  );

  /** A ticket paid into a voucher: the ticket read again, the voucher shown (and printing). */
  const voucherNow = useCallback(
    async (ticketId: string, issued: Voucher) => {
      voucherKey.current = null;
      setCheck(await client.payouts.ticket({ ticketId }).catch(() => null));
      setVoucher(issued);
      setMessage({
        kind: 'info',
        text: t('terminal.voucherIssued', { amount: money(toMinor(issued.amount)) }),
      });
    },
    [t, money],
  );

  // The same payout is asked for again under the same key until it is paid: a lost answer is
  // never a second payout.
  const pay = () =>
    act(async () => {
      const payoutCode = provenCode();
      if (!check || !payoutCode) return;
      if (payKey.current?.ticketId !== check.ticketId)
        payKey.current = { ticketId: check.ticketId, key: `payout-${crypto.randomUUID()}` };
      const key = payKey.current.key;
      try {
        paidNow(await payoutTicket(check, payoutCode, printerAttached, key));
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 0) throw err;
        // No answer: the server may have paid. Nothing is offered until the ticket is looked up.
        setLostPayout({ kind: 'cash', check, code: payoutCode, key });
      }
    });

  // A payout whose answer was lost is looked up once the connection is back (at once when it
  // is): paid, it is asked for again under its key, which pays nothing more and answers the
  // receipt to hand over and print (or the voucher made, to print); not paid, the cashier may pay
  // it again.
  useEffect(() => {
    if (!lostPayout) return;
    const { kind, check: was, code: payoutCode, key } = lostPayout;
    return askAgainUntilStopped(async (stopped) => {
      try {
        const now = await client.payouts.ticket({ ticketId: was.ticketId });
        if (stopped()) return;
        if (!now.paid) {
          setLostPayout(null);
          setCheck(now);
          setMessage({ kind: 'info', text: t('terminal.payoutNotMade') });
          return;
        }
        if (kind === 'voucher') {
          const { voucher: issued } = await payAsVoucher(was, payoutCode, printerAttached, key);
          if (stopped()) return;
          setLostPayout(null);
          await voucherNow(was.ticketId, issued);
          return;
        }
        const paid = await payoutTicket(was, payoutCode, printerAttached, key);
        if (stopped()) return;
        setLostPayout(null);
        paidNow(paid);
      } catch (err) {
        if (stopped() || (err instanceof ApiError && err.status === 0)) return; // still away: asked again
        setLostPayout(null);
        // paid elsewhere (another terminal, a voucher): where and when it was
        setMessage(refusal(err));
        setCheck(await client.payouts.ticket({ ticketId: was.ticketId }).catch(() => null));
      }
    }, LOST_PAYOUT_LOOKUP_MS);
  }, [lostPayout, printerAttached, paidNow, voucherNow, refusal, t]);

  // As the cash payout: the same voucher is asked for again under the same key until it is made.
  const asVoucher = () =>
    act(async () => {
      const payoutCode = provenCode();
      if (!check || !payoutCode) return;
      if (voucherKey.current?.ticketId !== check.ticketId)
        voucherKey.current = { ticketId: check.ticketId, key: `voucher-${crypto.randomUUID()}` };
      const key = voucherKey.current.key;
      try {
        const { voucher: issued } = await payAsVoucher(check, payoutCode, printerAttached, key);
        await voucherNow(check.ticketId, issued);
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 0) throw err;
        // No answer: the voucher may be made. Nothing is offered until the ticket is looked up.
        setLostPayout({ kind: 'voucher', check, code: payoutCode, key });
      }
    });

  const voidIt = () =>
    act(async () => {
      const payoutCode = provenCode();
      if (!check || !payoutCode) return;
      const { receipt: done } = await voidTicket(check, payoutCode, reason, printerAttached);
      setVoided(done);
      setCheck(await client.payouts.ticket({ ticketId: check.ticketId }));
      setMessage({ kind: 'info', text: t('terminal.voidDone', { amount: money(toMinor(done.refunded)) }) });
    });

  const reprint = async () => {
    if (!check) return;
    const r = await platform.reprintTicket(check.ticketId);
    setMessage(
      r.ok ? { kind: 'info', text: t('terminal.reprintQueued') } : { kind: 'error', text: t(r.error) },
    );
  };

  const payable = !!check && !check.paid && check.payable > 0 && !lostPayout;
  const voidable = !!check && check.status === 0 && !check.voided;
  return (
    <section className="ticket-screen" data-testid="ticket-screen">
      <h1>{t('terminal.ticketCheck')}</h1>
      {!printerAttached && (
        <p className="ticket-notice" data-testid="terminal-no-printer">
          {t('terminal.noPrinter')}
        </p>
      )}
      <form onSubmit={submit}>
        <input
          aria-label={t('terminal.ticketId')}
          placeholder={t('terminal.scanHint')}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, SECURE_CODE_LENGTH))}
          data-testid="ticket-input"
        />
        <button
          type="submit"
          className="primary"
          disabled={checking}
          aria-busy={checking}
          data-testid="ticket-open"
        >
          {t('terminal.check')}
        </button>
      </form>
      {message && (
        <p
          className={`ticket-message ticket-${message.kind}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
          data-testid="ticket-message"
        >
          {message.text}
        </p>
      )}
      {lostPayout?.kind === 'cash' && (
        <p className="ticket-message ticket-info" role="status" data-testid="payout-unanswered">
          {t('terminal.payoutUnanswered')}
        </p>
      )}
      {lostPayout?.kind === 'voucher' && (
        <p className="ticket-message ticket-info" role="status" data-testid="voucher-unanswered">
          {t('terminal.voucherUnanswered')}
        </p>
      )}
      {check && (
        <div className="ticket-result" data-testid="ticket-result" data-ticket={check.ticketId}>
          <dl>
            <dt>{t('ticket.id')}</dt>
            <dd>{check.ticketId}</dd>
            <dt>{t('terminal.status')}</dt>
            <dd data-testid="ticket-status">{t(ticketStatusKey(check.status))}</dd>
            <dt>{t('slip.type')}</dt>
            <dd data-testid="ticket-type">
              {t(`slip.type.${check.ticketType}`)}
              {check.ticketType === 'SK' && (
                <span dir="ltr">
                  {' '}
                  {systemLabel(check.systemCombi, check.lines.filter((l) => !l.isBank).length)}
                </span>
              )}
            </dd>
            <dt>{t('ticket.stake')}</dt>
            <dd data-testid="ticket-stake">{money(toMinor(check.totalStake))}</dd>
            <dt>{t('terminal.payable')}</dt>
            <dd data-testid="ticket-payable">{money(toMinor(check.payable))}</dd>
          </dl>
          {/* the selections, so the cashier can tell the customer what the ticket holds */}
          <Suspense fallback={<div className="ticket-lines-loading" aria-busy="true" />}>
            <CouponLines lines={check.lines} />
          </Suspense>
          {check.paid && check.paidAt && (
            <p data-testid="ticket-paid">
              {textWithElements(
                (ids) => t('terminal.paidAt', { date: when.format(new Date(check.paidAt!)), ...ids }),
                { terminal: <KeptId>{check.terminalNo ?? ''}</KeptId> },
              )}
            </p>
          )}
          {check.voided && (
            <p data-testid="ticket-voided">
              {textWithElements(
                (ids) => t('terminal.voided', { date: when.format(new Date(check.voided!.at)), ...ids }),
                { terminal: <KeptId>{check.voided.terminalNo}</KeptId> },
              )}{' '}
              {t(counterVoidReasonKey(check.voided.reason))}
            </p>
          )}
          {check.expired && check.expiresAt && (
            <p data-testid="ticket-expired">
              {t('terminal.expired', { date: when.format(new Date(check.expiresAt)) })}
            </p>
          )}
          {check.approval === 'pending' && !check.paid && (
            <p data-testid="ticket-approval" data-state="pending" role="status">
              {t('terminal.awaitingApproval')}
            </p>
          )}
          {check.approval === 'approved' && !check.paid && (
            <p data-testid="ticket-approval" data-state="approved" role="status">
              {t('terminal.approvalGiven')}
            </p>
          )}
          {check.approval === 'rejected' && !check.paid && (
            <p data-testid="ticket-approval" data-state="rejected" role="status">
              {t('terminal.approvalRefused', { reason: check.approvalReason ?? '' })}
            </p>
          )}
          {!check.paid && check.payable === 0 && !check.expired && !check.voided && (
            <p>{t('terminal.nothingDue')}</p>
          )}
          {(payable || voidable) && (
            <label className="ticket-code">
              <span>{t('terminal.payoutCode')}</span>
              <input
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, SECURE_CODE_LENGTH))}
                data-testid="ticket-code"
              />
            </label>
          )}
          {voidable && (
            <label className="ticket-code">
              <span>{t('terminal.voidReason')}</span>
              <select
                value={reason}
                onChange={(e) => setReason(e.target.value as CounterVoidReason)}
                data-testid="void-reason"
              >
                {COUNTER_VOID_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(counterVoidReasonKey(r))}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="ticket-actions">
            {/* A paid ticket says where it was paid (above): paying it again has nothing to offer. */}
            {payable && (
              <button
                type="button"
                className="primary"
                onClick={() => void pay()}
                disabled={busy}
                aria-busy={busy}
                data-testid="ticket-pay"
              >
                {t('terminal.pay')}
              </button>
            )}
            {payable && (
              <button
                type="button"
                onClick={() => void asVoucher()}
                disabled={busy}
                data-testid="ticket-pay-voucher"
              >
                {t('terminal.payAsVoucher')}
              </button>
            )}
            {voidable && (
              <button type="button" onClick={() => void voidIt()} disabled={busy} data-testid="ticket-void">
                {t('terminal.void')}
              </button>
            )}
            {printerAttached && (
              <button type="button" onClick={() => void reprint()} data-testid="ticket-reprint">
                {t('terminal.reprint')}
              </button>
            )}
          </div>
        </div>
      )}
      {receipt && (
        <div className="ticket-receipt" data-testid="payout-receipt">
          <h2>{t('payoutReceipt.title')}</h2>
          <p>{t('terminal.paid', { amount: money(toMinor(receipt.amount)) })}</p>
          <p>
            {textWithElements(
              (ids) => t('terminal.paidAt', { date: when.format(new Date(receipt.paidAt)), ...ids }),
              { terminal: <KeptId>{receipt.terminalNo}</KeptId> },
            )}
          </p>
        </div>
      )}
      {voided && (
        <div className="ticket-receipt" data-testid="void-receipt">
          <h2>{t('voidReceipt.title')}</h2>
          <p>{t('terminal.voidDone', { amount: money(toMinor(voided.refunded)) })}</p>
          <p>{t(counterVoidReasonKey(voided.reason))}</p>
        </div>
      )}
      <VoucherPanel
        voucher={voucher}
        printerAttached={printerAttached}
        onVoucher={setVoucher}
        onMessage={setMessage}
        refusal={refusal}
      />
      <TicketKeypad value={typed} onChange={setTyped} />
    </section>
  );
}
