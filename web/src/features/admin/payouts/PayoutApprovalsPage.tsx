import '../panel-lists.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor, type PayoutApproval } from '@bet/shared';
import { ApiError } from '../../../api/client.ts';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelMessage, PanelTableWrap, type PanelMessageText } from '../PanelParts.tsx';

/** How often the list is read again: a cashier is waiting at the counter. */
export const APPROVALS_REFRESH_MS = 5000;

type Status = PayoutApproval['status'];
const STATUSES: readonly Status[] = ['pending', 'approved', 'rejected'];

/**
 * Payouts of the subtree's shops above the site's limit: the waiting ones first, each approved or
 * refused (a refusal with its reason, which the terminal shows the cashier). The list reads itself
 * again every few seconds, so a new request shows up while the page is open.
 */
export default function PayoutApprovalsPage() {
  const { t } = useTranslation();
  const at = useDateFormat(DATE_TIME);
  const money = useMoney();
  const [status, setStatus] = useState<Status | ''>('pending');
  const [message, setMessage] = useState<PanelMessageText | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const { data, error, loading, reload } = useApi(panelClient.payoutApprovals.list, status ? { status } : {});
  useEffect(() => {
    const timer = setInterval(reload, APPROVALS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const decide = async (row: PayoutApproval, approve: boolean) => {
    setBusy(row.id);
    setMessage(null);
    try {
      const reason = (reasons[row.id] ?? '').trim();
      await panelClient.payoutApprovals.decide({ id: row.id }, approve ? { approve } : { approve, reason });
      setMessage({ ok: true, text: t(approve ? 'panel.approvals.approved' : 'panel.approvals.refused') });
      reload();
    } catch (err) {
      setMessage({
        ok: false,
        text: err instanceof ApiError && err.serverMessage ? err.serverMessage : t('technicalError'),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="panel-card" data-testid="panel-approvals">
      <div className="panel-toolbar">
        <label>
          {t('panel.approvals.filter')}
          <select value={status} onChange={(e) => setStatus(e.target.value as Status | '')}>
            <option value="">{t('panel.approvals.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`panel.approvals.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PanelMessage message={message} testId="approval-message" />
      <PanelLoadError error={error} loading={loading && !data} />
      <PanelTableWrap>
        <table className="panel-table" data-testid="approval-table">
          <thead>
            <tr>
              <th scope="col">{t('panel.approvals.ticket')}</th>
              <th scope="col">{t('panel.approvals.shop')}</th>
              <th scope="col">{t('panel.approvals.terminal')}</th>
              <th scope="col">{t('panel.approvals.requested')}</th>
              <th scope="col" className="num">
                {t('panel.approvals.amount')}
              </th>
              <th scope="col">{t('panel.approvals.decision')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.results.map((r) => (
              <tr key={r.id} data-approval={r.id} data-ticket={r.ticketId}>
                <td>{r.ticketId}</td>
                <td>{r.userName}</td>
                <td>{r.terminalNo}</td>
                <td>{at.format(new Date(r.requestedAt))}</td>
                <td className="num">{money(toMinor(r.amount))}</td>
                <td className={r.status === 'pending' ? 'panel-cell-actions' : undefined}>
                  {r.status === 'pending' ? (
                    <div className="panel-approval-decision">
                      <button
                        type="button"
                        className="panel-btn panel-btn-primary"
                        onClick={() => void decide(r, true)}
                        disabled={busy === r.id}
                        data-testid="approval-approve"
                      >
                        {t('panel.approvals.approve')}
                      </button>
                      <label>
                        {t('panel.approvals.reason')}
                        <input
                          className="panel-input"
                          value={reasons[r.id] ?? ''}
                          onChange={(e) => setReasons({ ...reasons, [r.id]: e.target.value })}
                          maxLength={200}
                          data-testid="approval-reason"
                        />
                      </label>
                      <button
                        type="button"
                        className="panel-btn panel-btn-danger"
                        onClick={() => void decide(r, false)}
                        disabled={busy === r.id || (reasons[r.id] ?? '').trim().length < 3}
                        data-testid="approval-refuse"
                      >
                        {t('panel.approvals.refuse')}
                      </button>
                    </div>
                  ) : (
                    <span data-testid="approval-status">
                      {t(`panel.approvals.status.${r.status}`)}
                      {r.reason ? `: ${r.reason}` : ''}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.results.length === 0 && <p className="panel-note">{t('panel.approvals.none')}</p>}
      </PanelTableWrap>
    </section>
  );
}
