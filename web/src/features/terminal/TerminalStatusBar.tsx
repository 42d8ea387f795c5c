import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HEARTBEAT_INTERVAL_MS } from '@bet/shared';
import { useApi } from '../../ui/use-api.ts';
import { panelClient } from '../admin/panel-client.ts';
import { useLangLink } from '../../app/shell/use-lang-link.ts';
import { useTerminalStatus } from '../../terminal/use-terminal-status.ts';

/**
 * The cashier's bar in F mode: the printer's state with the spec's messages ('no paper', 'cover
 * open', 'offline'), what the queue still holds, bets being checked or given up, and the way to
 * ticket check.
 */
export function TerminalStatusBar() {
  const { t } = useTranslation();
  const link = useLangLink();
  const { printerAttached, printer, queue } = useTerminalStatus();
  const betBlock = useKioskBetBlock();
  const printerState = !printerAttached
    ? 'none'
    : !printer
      ? 'unknown'
      : printer.errors.length > 0
        ? 'fault'
        : 'ready';
  const messages = !printerAttached
    ? [t('terminal.noPrinter')]
    : (printer?.errors.map((key) => t(key)) ?? []);
  if (printerState === 'ready') {
    messages.push(t('terminal.printerReady'));
    if (printer?.paperNearEnd) messages.push(t('terminal.printerPaperNearEnd'));
  }
  return (
    <div
      className="terminal-bar"
      role="status"
      aria-label={t('terminal.statusBar')}
      data-testid="terminal-bar"
    >
      <span
        className={`printer-state printer-${printerState}`}
        data-testid="printer-status"
        data-state={printerState}
      >
        {messages.join(' ')}
      </span>
      {betBlock && (
        <span className="kiosk-block" data-testid="kiosk-block" data-block={betBlock}>
          {t(betBlock)}
        </span>
      )}
      {queue && queue.pendingSubmissions > 0 && (
        <span data-testid="queue-submissions">
          {t('terminal.pendingSubmissions', { count: queue.pendingSubmissions })}
        </span>
      )}
      {queue && queue.pendingPrints > 0 && (
        <span data-testid="queue-prints">{t('terminal.pendingPrints', { count: queue.pendingPrints })}</span>
      )}
      {queue && queue.pendingPayouts > 0 && (
        <span data-testid="queue-payouts">
          {t('terminal.pendingPayouts', { count: queue.pendingPayouts })}
        </span>
      )}
      {queue && queue.checking > 0 && (
        <span className="queue-checking" data-testid="queue-checking">
          {t('terminal.checking', { count: queue.checking })}
        </span>
      )}
      {queue && queue.failed > 0 && (
        <span className="queue-failed" data-testid="queue-failed">
          {t('terminal.failed', { count: queue.failed })}
        </span>
      )}
      <Link to={link('ticket')} className="terminal-ticket-link" data-testid="ticket-check-link">
        {t('terminal.ticketCheck')}
      </Link>
    </div>
  );
}

/**
 * Why this counter may not take bets now, asked of the server as often as the terminal beats: the
 * cashier reads it before a customer's slip is refused (unapproved software, a printer fault, or
 * no kiosk report where the site requires one). Null while all is well or the server is not known.
 */
function useKioskBetBlock() {
  const { data, reload } = useApi(panelClient.terminals.betBlock);
  useEffect(() => {
    const timer = setInterval(reload, HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return data?.betBlock ?? null;
}
