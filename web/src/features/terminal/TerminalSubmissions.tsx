import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@bet/shared';
import { platform } from '../../platform/index.ts';
import { submissionRow } from '../../terminal/submission-list.ts';
import { useTerminalSubmissions } from '../../terminal/use-terminal-status.ts';
import { DATE_TIME, useDateFormat } from '../../ui/time-zone.ts';
import { useMoney } from '../../ui/use-money.ts';

/**
 * The bets the cashier has to know about: those being checked with the server (never to be
 * refunded or placed again meanwhile), and those that ended after a check or were never sent,
 * each shown until the cashier acknowledges it.
 */
export function TerminalSubmissions() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const time = useDateFormat(DATE_TIME);
  const entries = useTerminalSubmissions();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (entries.length === 0) return null;

  const acknowledge = async (key: string) => {
    if (busy) return;
    setBusy(key);
    try {
      await platform.acknowledgeSubmission(key);
    } finally {
      setBusy(null);
      // the row and its button go; the focus stays in the list instead of falling to the page
      heading.current?.focus();
    }
  };

  return (
    <section
      className="terminal-submissions"
      aria-labelledby="terminal-submissions-title"
      data-testid="terminal-submissions"
    >
      <h2 id="terminal-submissions-title" ref={heading} tabIndex={-1}>
        {t('terminal.submissions')}
      </h2>
      <ul>
        {entries.map(submissionRow).map((row) => (
          <li
            key={row.key}
            className={`submission submission-${row.tone}`}
            data-testid="submission"
            data-state={row.tone}
          >
            <span className="submission-state" id={`submission-${row.key}`}>
              {row.tone === 'open' && <span className="spinner" aria-hidden="true" />}
              <b data-testid="submission-state">{t(row.label)}</b>
              {row.reason && i18n.exists(row.reason) && <span> {t(row.reason)}</span>}
            </span>
            <span className="submission-facts">
              <time dateTime={new Date(row.createdAt).toISOString()}>{time.format(row.createdAt)}</time>
              <span>
                {t('slip.stakeTotal')}: {money(toMinor(row.stake))}
              </span>
              {row.ticketId && (
                <span>
                  {t('ticket.id')}: <span data-testid="submission-ticket">{row.ticketId}</span>
                </span>
              )}
            </span>
            {row.acknowledgeable && (
              <button
                type="button"
                className="btn btn-small"
                aria-describedby={`submission-${row.key}`}
                disabled={busy !== null}
                onClick={() => void acknowledge(row.key)}
                data-testid="submission-acknowledge"
              >
                {t('terminal.acknowledge')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
