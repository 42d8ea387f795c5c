import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_SERVICES, dayRangeIn, toMinor, type Transaction } from '@bet/shared';
import { client } from '../../api/client.ts';
import { timeZone } from '../../ui/time-zone.ts';
import { useApi } from '../../ui/use-api.ts';
import { useMoney } from '../../ui/use-money.ts';
import { AccountScreen } from './account-ui.tsx';
import { movementNameKey } from './transaction-kinds.ts';
import { Chevron } from '../../ui/Chevron.tsx';
import { DateField } from '../../ui/DateField.tsx';

/** "Transaction and transfer page size 50" (section 9). */
const PAGE_SIZE = 50;
/** Every service a movement can carry: sport bets, live, slot, bingo, virtual and TV games. */
const SERVICES = TRANSACTION_SERVICES;
type Kind = '' | 'a' | 'e';

/** The spec's processed date, dd.MM.yyyy HH:mm, in the player's zone. */
function processedDate(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts['day']}.${parts['month']}.${parts['year']} ${parts['hour']}:${parts['minute']}`;
}

interface Filters {
  from: string;
  to: string;
  type: Kind;
  service: number;
}

/**
 * Transactions: All / Income / Expense tabs; start and end date (days of the player's zone), type
 * and service filters; 50 a page with the balance after each movement.
 */
export default function TransactionsPage() {
  return (
    <AccountScreen title="account.transactions">
      <TransactionList />
    </AccountScreen>
  );
}

function TransactionList() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>({ from: '', to: '', type: '', service: 0 });
  const [applied, setApplied] = useState<Filters>(draft);
  const [page, setPage] = useState(0);
  const zone = timeZone();
  const from = applied.from ? dayRangeIn(applied.from, zone)?.from : undefined;
  const until = applied.to ? dayRangeIn(applied.to, zone)?.until : undefined;
  const { data } = useApi(client.wallet.transactions, {
    ...(from !== undefined ? { from: new Date(from).toISOString() } : {}),
    ...(until !== undefined ? { to: new Date(until - 1).toISOString() } : {}),
    ...(applied.type ? { type: applied.type } : {}),
    ...(applied.service ? { service: applied.service } : {}),
    offset: page * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / PAGE_SIZE));
  const apply = (next: Filters) => {
    setDraft(next);
    setApplied(next);
    setPage(0);
  };
  const tabs: Array<[Kind, string]> = [
    ['', 'acct.tx.all'],
    ['a', 'acct.tx.income'],
    ['e', 'acct.tx.expense'],
  ];
  return (
    <>
      <div className="acct-tabs" role="tablist" aria-label={t('acct.tx.tabs')}>
        {tabs.map(([kind, key]) => (
          <button
            key={kind || 'all'}
            type="button"
            role="tab"
            aria-selected={applied.type === kind}
            data-testid={`tx-tab-${kind || 'all'}`}
            onClick={() => apply({ ...draft, type: kind })}
          >
            {t(key)}
          </button>
        ))}
      </div>
      <form
        className="acct-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        <div className="acct-field">
          <label htmlFor="tx-from">{t('acct.tx.from')}</label>
          <DateField id="tx-from" value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
        </div>
        <div className="acct-field">
          <label htmlFor="tx-to">{t('acct.tx.to')}</label>
          <DateField id="tx-to" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        </div>
        <div className="acct-field">
          <label htmlFor="tx-type">{t('acct.tx.type')}</label>
          <select
            id="tx-type"
            value={draft.type}
            onChange={(e) => setDraft({ ...draft, type: e.target.value as Kind })}
          >
            {tabs.map(([kind, key]) => (
              <option key={kind || 'all'} value={kind}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
        <div className="acct-field">
          <label htmlFor="tx-service">{t('acct.tx.service')}</label>
          <select
            id="tx-service"
            value={draft.service}
            onChange={(e) => setDraft({ ...draft, service: Number(e.target.value) })}
          >
            <option value={0}>{t('acct.tx.all')}</option>
            {SERVICES.map((s) => (
              <option key={s} value={s}>
                {t(`acct.tx.service.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="acct-primary" data-testid="tx-search">
          {t('acct.tx.search')}
        </button>
      </form>
      {data && data.results.length === 0 ? (
        <p className="acct-empty">{t('nomovements')}</p>
      ) : (
        <ul className="acct-tx" data-testid="tx-list" aria-busy={!data}>
          {data?.results.map((row) => (
            <Row key={row.id} row={row} zone={zone} />
          ))}
        </ul>
      )}
      <nav className="acct-pager" aria-label={t('acct.tx.page', { page: page + 1, total: pages })}>
        <button
          type="button"
          className="acct-secondary"
          disabled={page === 0}
          onClick={() => setPage((p) => p - 1)}
          aria-label={t('acct.tx.prev')}
        >
          <Chevron back />
        </button>
        <span data-testid="tx-page">{t('acct.tx.page', { page: page + 1, total: pages })}</span>
        <button
          type="button"
          className="acct-secondary"
          disabled={page + 1 >= pages}
          onClick={() => setPage((p) => p + 1)}
          aria-label={t('acct.tx.next')}
          data-testid="tx-next"
        >
          <Chevron />
        </button>
      </nav>
    </>
  );
}

function Row({ row, zone }: { row: Transaction; zone: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const income = row.transType === 1;
  // "type text before '->'": the movement's kind, named in the page's language (a type a newer
  // server books and this build does not know yet reads as a movement, never as its raw name)
  const kindKey = movementNameKey(row.type) ?? 'acct.tx.kind.other';
  // which game money it was (sport bets, live, slot, bingo, virtual or TV games), as the service filter names them
  const service = (SERVICES as readonly number[]).includes(row.service)
    ? t(`acct.tx.service.${row.service}`)
    : '';
  return (
    <li className={income ? 'in' : 'out'} data-testid="tx-row">
      <span>
        <strong>{t(income ? 'acct.tx.income' : 'acct.tx.expense')}</strong> · {t(kindKey)}
        {service ? <span data-testid="tx-service"> · {service}</span> : null}
      </span>
      <span className="amount" dir="ltr">
        {income ? '+' : '−'}
        {money(toMinor(row.amount))}
      </span>
      <small dir="ltr">{processedDate(row.processDate, zone)}</small>
      <small className="balance">
        {t('acct.tx.balance')}: <span dir="ltr">{money(toMinor(row.balance))}</span>
      </small>
    </li>
  );
}
