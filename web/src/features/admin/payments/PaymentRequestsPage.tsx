import '../panel-lists.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_OUTCOMES, toMinor, transferOutcome, type AdminTransferRequestRow } from '@bet/shared';
import { ApiError, client } from '../../../api/client.ts';
import { queryClient } from '../../../api/query-client.ts';
import { useIntlLocales } from '../../../i18n/locale.ts';
import { useApi } from '../../../ui/use-api.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { DATE_TIME, dateFormat } from '../../../ui/time-zone.ts';
import { paymentTexts } from '../../../i18n/feature-texts.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PANEL_PAGE_SIZE, PanelPager } from '../PanelPager.tsx';
import { PanelTableWrap } from '../PanelParts.tsx';
import { OUTCOME_STATUS_KEY, outcomeNoteKey, type OutcomeFilter } from '../../payments/request-status.ts';

const PAGE = PANEL_PAGE_SIZE;
type TypeFilter = '' | '0' | '1';

type Action = 'approve' | 'reject' | 'cancel';

/**
 * Deposit and withdrawal requests of the dealer's own players (all for the admin), waiting first
 * by default: the details the player gave, and approve or reject (with a reason) after a
 * confirmation. A card deposit is decided by its provider, so it offers no buttons; a withdrawal
 * waiting to be collected in cash at a shop may be cancelled (with a reason) until a shop pays it.
 */
export default function PaymentRequestsPage() {
  const { t } = useTranslation();
  const ready = useTexts(paymentTexts);
  const money = useMoney();
  const locales = useIntlLocales();
  const [status, setStatus] = useState<OutcomeFilter>('waiting');
  const [type, setType] = useState<TypeFilter>('');
  const [page, setPage] = useState(0);
  const [deciding, setDeciding] = useState<{ row: AdminTransferRequestRow; action: Action } | null>(null);
  const [done, setDone] = useState(false);
  const { data, stale, reload } = useApi(client.payments.adminList, {
    ...(status ? { outcome: status } : {}),
    ...(type ? { transferType: Number(type) as 0 | 1 } : {}),
    offset: page * PAGE,
    limit: PAGE,
  });
  if (!ready) return <div className="loading" aria-busy="true" />;
  const when = dateFormat(locales, DATE_TIME);
  // under the status: why a request did not go through (a person's reason as they wrote it)
  const resultLine = (r: AdminTransferRequestRow) => {
    const key = outcomeNoteKey(r);
    return key === 'pay.result.reason' ? transferOutcome(r).reason : key ? t(key) : '';
  };
  return (
    <section className="panel-card" data-testid="panel-payments">
      <div className="panel-toolbar">
        <label>
          {t('pay.requests.status')}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as OutcomeFilter);
              setPage(0);
            }}
          >
            <option value="">{t('pay.status.all')}</option>
            {TRANSFER_OUTCOMES.map((kind) => (
              <option key={kind} value={kind}>
                {t(OUTCOME_STATUS_KEY[kind])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('pay.panel.method')}
          <select
            value={type}
            onChange={(e) => {
              setType(e.target.value as TypeFilter);
              setPage(0);
            }}
          >
            <option value="">{t('pay.status.all')}</option>
            <option value="0">{t('pay.type.0')}</option>
            <option value="1">{t('pay.type.1')}</option>
          </select>
        </label>
      </div>
      {done && (
        <p className="panel-note" role="status">
          {t('pay.panel.done')}
        </p>
      )}
      <PanelTableWrap label={t('pay.panel.title')}>
        {/* busy until the first answer, and while the last filter's rows wait for the new one */}
        <table className="panel-table" data-testid="payments-table" aria-busy={!data || stale || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('pay.panel.date')}</th>
              <th scope="col">{t('pay.panel.user')}</th>
              <th scope="col">{t('pay.panel.method')}</th>
              <th scope="col" className="num">
                {t('pay.amount')}
              </th>
              <th scope="col">{t('pay.panel.details')}</th>
              <th scope="col">{t('pay.requests.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('pay.panel.approve')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.results.map((r) => (
              <tr key={r.id} data-testid="payment-row" data-id={r.id}>
                <td>{when.format(new Date(r.createdAt))}</td>
                <td>{r.userName}</td>
                <td className="panel-cell-wrap">
                  {t(`pay.type.${r.transferType}`)} · {r.catName} - {r.payType}
                </td>
                <td className="num">{money(toMinor(r.amount))}</td>
                {/* no details (a card deposit, a shop withdrawal): no empty line on the phone's card */}
                <td className={`panel-cell-wrap${r.bank || r.values.length > 0 ? '' : ' panel-cell-empty'}`}>
                  {r.bank && <div>{r.bank}</div>}
                  {r.values.map((v) => (
                    <div key={v.title}>
                      {v.title}: {v.value}
                    </div>
                  ))}
                </td>
                <td>
                  {t(OUTCOME_STATUS_KEY[transferOutcome(r).kind])}
                  {r.paidAtShop ? (
                    <div data-testid="payment-paid-at-shop">
                      {t('pay.paidAtShop', {
                        date: when.format(new Date(r.paidAtShop.at)),
                        shop: `${r.paidAtShop.shop} (${r.paidAtShop.terminalNo})`,
                      })}
                    </div>
                  ) : (
                    resultLine(r) && <div>{resultLine(r)}</div>
                  )}
                </td>
                <td className="panel-cell-actions">
                  {r.status === 0 && r.manual === 1 && (
                    <span className="panel-actions">
                      <button
                        type="button"
                        className="panel-btn panel-btn-primary"
                        onClick={() => setDeciding({ row: r, action: 'approve' })}
                      >
                        {t('pay.panel.approve')}
                      </button>
                      <button
                        type="button"
                        className="panel-btn"
                        onClick={() => setDeciding({ row: r, action: 'reject' })}
                      >
                        {t('pay.panel.reject')}
                      </button>
                    </span>
                  )}
                  {r.status === 0 && r.atShop === 1 && (
                    <button
                      type="button"
                      className="panel-btn"
                      onClick={() => setDeciding({ row: r, action: 'cancel' })}
                      data-testid="payment-cancel-shop"
                    >
                      {t('pay.panel.cancelShop')}
                    </button>
                  )}
                  {r.status === 0 && r.manual === 0 && r.atShop === 0 && (
                    <small>{t('pay.panel.byProvider')}</small>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PanelTableWrap>
      {data && !stale && !data.results.length && <p className="panel-note">{t('nomovements')}</p>}
      {/* no page count before the answer */}
      {data && <PanelPager page={page} total={data.totalCount} onPage={setPage} />}
      {deciding && (
        <DecisionDialog
          row={deciding.row}
          action={deciding.action}
          amount={money(toMinor(deciding.row.amount))}
          onClose={(changed) => {
            setDeciding(null);
            if (changed) {
              setDone(true);
              reload();
              void queryClient.invalidateQueries();
            }
          }}
        />
      )}
    </section>
  );
}

const ACTION_TITLE = {
  approve: 'pay.panel.approve',
  reject: 'pay.panel.reject',
  cancel: 'pay.panel.cancelShop',
} as const;
const ACTION_CONFIRM = {
  approve: 'pay.panel.confirmApprove',
  reject: 'pay.panel.confirmReject',
  cancel: 'pay.panel.confirmCancelShop',
} as const;

function DecisionDialog({
  row,
  action,
  amount,
  onClose,
}: {
  row: AdminTransferRequestRow;
  action: Action;
  amount: string;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = { reason: reason.trim() };
      if (action === 'approve') await client.payments.approve({ id: row.id }, body);
      else if (action === 'reject') await client.payments.reject({ id: row.id }, body);
      else await client.payments.cancelShopWithdrawal({ id: row.id }, body);
      onClose(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.code : 'other');
    } finally {
      setBusy(false);
    }
  };
  return (
    <dialog
      ref={ref}
      className="panel-dialog"
      aria-labelledby="payment-decision-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose(false);
      }}
      data-testid="payment-decision"
    >
      <form
        className="panel-dialog-body panel-form"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <h2 id="payment-decision-title">{t(ACTION_TITLE[action])}</h2>
        <p>{t(ACTION_CONFIRM[action], { user: row.userName, amount })}</p>
        {action !== 'approve' && (
          <label>
            {t(action === 'cancel' ? 'pay.panel.cancelReason' : 'pay.panel.reason')}
            <input
              maxLength={200}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required={action === 'cancel'}
              minLength={action === 'cancel' ? 3 : undefined}
              data-testid="payment-reason"
            />
          </label>
        )}
        {error && (
          <p className="panel-alert" role="alert">
            {t(`pay.error.${error}`, { defaultValue: t('pay.error.other') })}
          </p>
        )}
        <div className="panel-dialog-actions">
          <button type="button" className="panel-btn" onClick={() => onClose(false)}>
            {t('panel.confirm.no')}
          </button>
          <button
            type="submit"
            className="panel-btn panel-btn-primary"
            disabled={busy || (action === 'cancel' && reason.trim().length < 3)}
            data-testid="payment-decide"
          >
            {t(ACTION_TITLE[action])}
          </button>
        </div>
      </form>
    </dialog>
  );
}
