import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { terminalErrorKey, toMinor, type PayoutReceipt } from '@bet/shared';
import { ApiError, client } from '../../api/client.ts';
import { payoutTicket } from '../../state/coupon-actions.ts';
import { platform } from '../../platform/index.ts';
import { useTerminalStatus } from '../../terminal/use-terminal-status.ts';
import { DATE_TIME, useDateFormat } from '../../ui/time-zone.ts';
import { useMoney } from '../../ui/use-money.ts';
import { TicketKeypad } from './TicketKeypad.tsx';
import { TICKET_ID, ticketStatusKey, type TicketCheck } from './ticket-check.ts';

type Message = { kind: 'error' | 'info'; text: string };

/**
 * Ticket check and payout: a scanned (`?id=`) or typed ticket opens with its status and what it
 * pays; a won or sold ticket not yet paid is paid once in cash, with a receipt, and a duplicate
 * of the ticket can be printed. Without a terminal it still checks tickets and says that no
 * printer is attached.
 */
export default function TicketPage() {
  const { t } = useTranslation();
  const paidAt = useDateFormat(DATE_TIME);
  const money = useMoney();
  const { printerAttached } = useTerminalStatus();
  const [params, setParams] = useSearchParams();
  const scanned = params.get('id') ?? '';
  const [typed, setTyped] = useState(scanned);
  const [check, setCheck] = useState<TicketCheck | null>(null);
  const [receipt, setReceipt] = useState<PayoutReceipt | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const refusal = useCallback(
    (err: unknown): Message => {
      if (!(err instanceof ApiError) || err.status === 0) return { kind: 'error', text: t('technicalError') };
      const key = terminalErrorKey(err.code);
      const text = [i18nText(t, key, err.serverMessage)];
      const d = err.details as { paidAt?: string; terminalNo?: string };
      if (d.paidAt)
        text.push(
          t('terminal.paidAt', {
            date: paidAt.format(new Date(d.paidAt)),
            terminal: d.terminalNo,
          }),
        );
      return { kind: 'error', text: text.join(' ') };
    },
    [t, paidAt],
  );

  const open = useCallback(
    async (ticketId: string) => {
      setReceipt(null);
      setMessage(null);
      setCheck(null);
      if (!TICKET_ID.test(ticketId)) return setMessage({ kind: 'error', text: t('couponNotFound') });
      try {
        setCheck(await client.payouts.ticket({ ticketId }));
      } catch (err) {
        setMessage(refusal(err));
      }
    },
    [t, refusal],
  );

  useEffect(() => {
    setTyped(scanned);
    if (scanned) void open(scanned);
  }, [scanned, open]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // the same id again re-reads the ticket; a new one goes through the address (back works)
    if (typed === scanned) void open(typed);
    else setParams({ id: typed });
  };

  const pay = async () => {
    if (!check || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const paid = await payoutTicket(check, printerAttached);
      setCheck(paid.check);
      setReceipt(paid.receipt);
      if (paid.printing) setMessage({ kind: 'info', text: t('terminal.receiptPrinting') });
    } catch (err) {
      setMessage(refusal(err));
    } finally {
      setBusy(false);
    }
  };

  const reprint = async () => {
    if (!check) return;
    const r = await platform.reprintTicket(check.ticketId);
    setMessage(
      r.ok ? { kind: 'info', text: t('terminal.reprintQueued') } : { kind: 'error', text: t(r.error) },
    );
  };

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
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 20))}
          data-testid="ticket-input"
        />
        <button type="submit" className="primary" data-testid="ticket-open">
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
      {check && (
        <div className="ticket-result" data-testid="ticket-result" data-ticket={check.ticketId}>
          <dl>
            <dt>{t('ticket.id')}</dt>
            <dd>{check.ticketId}</dd>
            <dt>{t('terminal.status')}</dt>
            <dd data-testid="ticket-status">{t(ticketStatusKey(check.status))}</dd>
            <dt>{t('terminal.payable')}</dt>
            <dd data-testid="ticket-payable">{money(toMinor(check.payable))}</dd>
          </dl>
          {check.paid && check.paidAt && (
            <p data-testid="ticket-paid">
              {t('terminal.paidAt', {
                date: paidAt.format(new Date(check.paidAt)),
                terminal: check.terminalNo ?? '',
              })}
            </p>
          )}
          {!check.paid && check.payable === 0 && <p>{t('terminal.nothingDue')}</p>}
          <div className="ticket-actions">
            {(check.payable > 0 || check.paid) && (
              <button
                type="button"
                className="primary"
                onClick={() => void pay()}
                disabled={busy}
                data-testid="ticket-pay"
              >
                {t('terminal.pay')}
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
            {t('terminal.paidAt', {
              date: paidAt.format(new Date(receipt.paidAt)),
              terminal: receipt.terminalNo,
            })}
          </p>
        </div>
      )}
      <TicketKeypad value={typed} onChange={setTyped} />
    </section>
  );
}

/** A message key in the page's language, or the server's own text when the key has no translation. */
function i18nText(t: (key: string) => string, key: string, serverText: string): string {
  const text = t(key);
  return text === key && serverText ? serverText : text;
}
