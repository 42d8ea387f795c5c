import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TRANSFER_OUTCOMES,
  formatSecureCode,
  toMinor,
  transferOutcome,
  type TransferRequestRow,
} from '@bet/shared';
import { client } from '../../api/client.ts';
import { useApi } from '../../ui/use-api.ts';
import { useMoney } from '../../ui/use-money.ts';
import { DATE_TIME, useDateFormat } from '../../ui/time-zone.ts';
import { paymentTexts } from '../../i18n/feature-texts.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { OUTCOME_STATUS_KEY, outcomeNoteKey, type OutcomeFilter } from './request-status.ts';
import './payments.css';
import { DateField } from '../../ui/DateField.tsx';

const PAGE = 50;

/**
 * Transfer requests (section 2): by dates and status (all, or how a request ended: waiting,
 * confirmed, rejected, cancelled at its provider, expired), each with its method's logo,
 * "category - tag", the transfer type, amount, status with the result text, and when it was made;
 * 50 a page.
 */
/** The requests in the page's language (the methods' names): the language is part of the cache key. */
const requestsIn = Object.assign(
  (query: Parameters<typeof client.payments.list>[0], _lang: string) => client.payments.list(query),
  { callName: client.payments.list.callName },
);

export default function TransferRequestsPage() {
  const { t, i18n } = useTranslation();
  const ready = useTexts(paymentTexts);
  const money = useMoney();
  // dates as the coupon lists write them: the language's short date, then the time, in the
  // player's zone; Arabic reads them right to left as its own (a fixed dd-MM-yyyy HH:mm put the
  // time before the date there)
  const when = useDateFormat(DATE_TIME);
  const dayTime = (iso: string) => when.format(new Date(iso));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<OutcomeFilter>('');
  const [query, setQuery] = useState({ from: '', to: '', status: '' as OutcomeFilter });
  const [page, setPage] = useState(0);
  const { data, loading } = useApi(
    requestsIn,
    {
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      ...(query.status ? { outcome: query.status } : {}),
      offset: page * PAGE,
      limit: PAGE,
    },
    i18n.language,
  );
  if (!ready) return <div className="loading" aria-busy="true" />;
  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / PAGE));
  // a request a person rejected reads as rejected, a shop withdrawal the dealer took back as
  // cancelled (each with what they wrote); one its provider declined as failed, one whose page or
  // code was left unpaid as expired, each saying so under it
  const statusOf = (r: TransferRequestRow) => t(OUTCOME_STATUS_KEY[transferOutcome(r).kind]);
  const result = (r: TransferRequestRow) => {
    // a withdrawal paid at a shop says where and when on its own line
    if (r.paidAtShop) return '';
    const key = outcomeNoteKey(r);
    return key ? t(key, { reason: transferOutcome(r).reason }) : '';
  };
  return (
    <section className="payment-page" data-testid="transfer-requests">
      <h1 className="page-title">{t('account.transferRequest')}</h1>
      <form
        className="pay-filters"
        aria-label={t('pay.requests.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          setPage(0);
          setQuery({ from, to, status });
        }}
      >
        <label>
          {t('pay.requests.from')}
          <DateField value={from} onChange={setFrom} />
        </label>
        <label>
          {t('pay.requests.to')}
          <DateField value={to} onChange={setTo} />
        </label>
        <label>
          {t('pay.requests.status')}
          <select value={status} onChange={(e) => setStatus(e.target.value as OutcomeFilter)}>
            <option value="">{t('pay.status.all')}</option>
            {TRANSFER_OUTCOMES.map((kind) => (
              <option key={kind} value={kind}>
                {t(OUTCOME_STATUS_KEY[kind])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          {t('pay.requests.search')}
        </button>
      </form>
      {!data && loading && <div className="loading" aria-busy="true" />}
      {data && data.results.length === 0 && <p className="empty">{t('nomovements')}</p>}
      <ul className="pay-requests">
        {data?.results.map((r) => (
          <li
            key={r.id}
            data-testid="transfer-request"
            data-status={r.status}
            data-outcome={transferOutcome(r).kind}
          >
            {r.logo && <img src={r.logo} alt="" />}
            <div className="pay-request-main">
              <strong>
                {r.catName} - {r.payTag}
              </strong>
              <span>{t(`pay.type.${r.transferType}`)}</span>
              <time dateTime={r.createdAt}>{dayTime(r.createdAt)}</time>
              {r.shopCode && (
                <span data-testid="transfer-shop-code">
                  {t('pay.shopCode')} <strong dir="ltr">{formatSecureCode(r.shopCode)}</strong>
                </span>
              )}
              {r.paidAtShop && (
                <span data-testid="transfer-paid-at-shop">
                  {t('pay.paidAtShop', { date: dayTime(r.paidAtShop.at), shop: r.paidAtShop.shop })}
                </span>
              )}
            </div>
            <div className="pay-request-side">
              <span className="pay-request-amount">{money(toMinor(r.amount))}</span>
              <span className={`pay-status s${r.status}`}>{statusOf(r)}</span>
            </div>
            {/* a line of its own under the request: a long reason wraps there, never squeezing the date */}
            {result(r) && (
              <small className="pay-request-note" data-testid="transfer-result">
                {result(r)}
              </small>
            )}
          </li>
        ))}
      </ul>
      {data && data.totalCount > PAGE && (
        <nav className="pay-pager" aria-label={t('pay.requests.page', { page: page + 1, pages })}>
          <button
            type="button"
            className="btn btn-small"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            {t('pay.requests.previous')}
          </button>
          <span>{t('pay.requests.page', { page: page + 1, pages })}</span>
          <button
            type="button"
            className="btn btn-small"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('pay.requests.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
