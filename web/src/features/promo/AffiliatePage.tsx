import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  AFFILIATE_STATUS,
  affiliateLinkUrl,
  affiliateWeeks,
  affiliateYears,
  currentAffiliateSelection,
  isWeekly,
  percentFromHundredths,
  toMinor,
  type AffiliateSelection,
} from '@bet/shared';
import { ApiError, client } from '../../api/client.ts';
import { dateFormat } from '../../ui/time-zone.ts';
import { useApi } from '../../ui/use-api.ts';
import { useMoney, usePercent } from '../../ui/use-money.ts';
import { promoTexts } from '../../i18n/feature-texts.ts';
import { useIntlLocales } from '../../i18n/locale.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import './promo.css';

const PAGE = 20;
/** Month names only: a calendar month is the same in every zone, so they are read in UTC. */
const MONTH_NAME: Intl.DateTimeFormatOptions = { month: 'long' };
type Tab = 'users' | 'movements' | 'coupons';

/**
 * Affiliate manager: the request button (or the pending notice) until the back office activates
 * the affiliate; then the period filters (monthly, or weekly by cutoff), the summary with the win
 * when positive, the copyable link {origin}/{lang}/register/{code} and the Users, Movements and
 * Coupons tabs, 20 a page.
 */
export default function AffiliatePage() {
  const ready = useTexts(promoTexts);
  const { t } = useTranslation();
  const { data: state, setData } = useApi(client.affiliates.state);
  const [error, setError] = useState<string | null>(null);
  if (!ready || !state) return <div className="loading" aria-busy="true" />;

  async function ask() {
    setError(null);
    try {
      setData(await client.affiliates.request());
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('technicalError'));
    }
  }

  return (
    <section className="promo-page" data-testid="affiliate">
      <h1 className="page-title">{t('aff.title')}</h1>
      <p>{t(isWeekly(state.cutoff) ? 'aff.weekly' : 'aff.monthly')}</p>
      {error && (
        <p role="alert" className="notice notice-error">
          {error}
        </p>
      )}
      {state.status === AFFILIATE_STATUS.active && state.affiliateLink ? (
        <Manager code={state.affiliateLink} cutoff={state.cutoff} percentBp={state.percentBp} />
      ) : state.requested ? (
        <p role="status">{t('aff.pending')}</p>
      ) : state.status === AFFILIATE_STATUS.refused ? (
        <p role="status">{t('aff.refused')}</p>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => void ask()}>
          {t('aff.register')}
        </button>
      )}
    </section>
  );
}

function Manager({ code, cutoff, percentBp }: { code: string; cutoff: number; percentBp: number }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const { lang = 'tr' } = useParams();
  const money = useMoney();
  const monthName = dateFormat(useIntlLocales(), MONTH_NAME, 'UTC');
  const [draft, setDraft] = useState<AffiliateSelection>(() => currentAffiliateSelection(Date.now(), cutoff));
  const [sel, setSel] = useState(draft);
  const [tab, setTab] = useState<Tab>('users');
  const [offset, setOffset] = useState(0);
  const [copied, setCopied] = useState(false);
  const weekly = isWeekly(cutoff);
  const query = { year: sel.year, month: sel.month, ...(weekly && sel.week ? { week: sel.week } : {}) };
  const { data: summary } = useApi(client.affiliates.summary, query);
  const link = affiliateLinkUrl(window.location.origin, lang, code);
  const weeks = weekly ? affiliateWeeks(draft.year, draft.month, cutoff) : [];

  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };

  return (
    <>
      <form
        className="aff-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setSel(draft);
          setOffset(0);
        }}
      >
        <label>
          {t('aff.year')}
          <select
            value={draft.year}
            onChange={(e) => setDraft({ ...draft, year: Number(e.target.value), week: 1 })}
          >
            {affiliateYears(Date.now()).map((y) => (
              <option key={y}>{y}</option>
            ))}
          </select>
        </label>
        <label>
          {t('aff.month')}
          <select
            value={draft.month}
            onChange={(e) => setDraft({ ...draft, month: Number(e.target.value), week: 1 })}
          >
            {Array.from({ length: 12 }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {monthName.format(Date.UTC(2000, i, 1))}
              </option>
            ))}
          </select>
        </label>
        {weekly && (
          <label>
            {t('aff.week')}
            <select
              value={draft.week ?? 1}
              onChange={(e) => setDraft({ ...draft, week: Number(e.target.value) })}
            >
              {weeks.map((_, i) => (
                <option key={i + 1} value={i + 1}>
                  {t('aff.weekN', { n: i + 1 })}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className="btn btn-small">
          {t('aff.search')}
        </button>
      </form>

      {summary && (
        <dl className="aff-figures" data-testid="affiliate-summary">
          <div>
            <dt>{t('aff.totalUser')}</dt>
            <dd>{summary.totalUser}</dd>
          </div>
          <div>
            <dt>{t('aff.income')}</dt>
            <dd>{money(toMinor(summary.amountE))}</dd>
          </div>
          <div>
            <dt>{t('aff.expense')}</dt>
            <dd>{money(toMinor(summary.amountA))}</dd>
          </div>
          <div>
            <dt>{t('aff.percent')}</dt>
            <dd>{percent(percentFromHundredths(percentBp))}</dd>
          </div>
          {summary.win !== null && (
            <div>
              <dt>{t('aff.win')}</dt>
              <dd data-testid="affiliate-win">{money(toMinor(summary.win))}</dd>
            </div>
          )}
        </dl>
      )}

      <div className="aff-link">
        <span>{t('aff.link')}</span>
        <code data-testid="affiliate-link">{link}</code>
        <button type="button" className="btn btn-small" onClick={() => void copy()}>
          {t('aff.copy')}
        </button>
        <span role="status">{copied ? t('aff.copied') : ''}</span>
      </div>

      <div className="aff-tabs" role="tablist">
        {(['users', 'movements', 'coupons'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className="btn btn-small"
            onClick={() => {
              setTab(k);
              setOffset(0);
            }}
          >
            {t(`aff.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <TabList tab={tab} query={{ ...query, offset, limit: PAGE }} onPage={setOffset} offset={offset} />
      </div>
    </>
  );
}

function TabList({
  tab,
  query,
  offset,
  onPage,
}: {
  tab: Tab;
  query: { year: number; month: number; week?: number; offset: number; limit: number };
  offset: number;
  onPage: (offset: number) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const users = useApi(tab === 'users' ? client.affiliates.users : null, {
    offset: query.offset,
    limit: query.limit,
  });
  const moves = useApi(tab === 'movements' ? client.affiliates.movements : null, query);
  const coupons = useApi(tab === 'coupons' ? client.affiliates.coupons : null, query);
  const [open, setOpen] = useState<number | null>(null);
  const total =
    (tab === 'users' ? users.data : tab === 'movements' ? moves.data : coupons.data)?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE));
  const page = Math.floor(offset / PAGE) + 1;

  return (
    <>
      {total === 0 && <p className="empty">{t('nomovements')}</p>}
      <ul className="aff-list" data-testid={`affiliate-${tab}`}>
        {tab === 'users' &&
          users.data?.results.map((u) => (
            // each fact on a line of its own (name over e-mail, credit over status): no separator
            // between them that a narrow screen could leave alone at a line's start or end
            <li key={u.userName} className="aff-member">
              <span className="aff-member-who">
                <b>{u.userName}</b>
                <span className="aff-member-sub">{u.email}</span>
              </span>
              <span className="aff-member-credit">
                <span>{money(toMinor(u.credit))}</span>
                <span className="aff-member-sub">{t(u.status === 1 ? 'aff.active' : 'aff.passive')}</span>
              </span>
            </li>
          ))}
        {tab === 'movements' &&
          moves.data?.results.map((m) => (
            // name over kind and ticket, the amount at the end: no separator, as in the members' rows
            <li key={m.id} className="aff-member">
              <span className="aff-member-who">
                <b>{m.userName}</b>
                <span className="aff-member-sub">{m.type}</span>
                {m.ticketId && <span className="aff-member-sub">{m.ticketId}</span>}
              </span>
              <span className="aff-member-credit">
                <span className={m.transType === 1 ? 'bonus-status-2' : 'bonus-status-1'}>
                  {money(toMinor(m.amount))}
                </span>
              </span>
            </li>
          ))}
        {tab === 'coupons' &&
          coupons.data?.results.map((c) => (
            <li key={c.id} style={{ display: 'block' }}>
              <button
                type="button"
                className="btn btn-small aff-member aff-coupon"
                aria-expanded={open === c.id}
                onClick={() => setOpen(open === c.id ? null : c.id)}
              >
                {/* ticket and kind over the player, stake over winnings: no separator or arrow */}
                <span className="aff-member-who">
                  <span>
                    <b>{c.ticketId}</b> {c.ticketType}
                  </span>
                  <span className="aff-member-sub">{c.username}</span>
                </span>
                <span className="aff-member-credit">
                  <span>
                    {t('coupons.stake')}: {money(toMinor(c.totalStake))}
                  </span>
                  <span className="aff-member-sub">
                    {t('coupons.income')}: {money(toMinor(c.income))}
                  </span>
                </span>
              </button>
              {open === c.id && (
                <ul aria-label={t('aff.detail')}>
                  {c.lines.map((l, i) => (
                    <li key={i}>
                      {l.home} - {l.away}: {l.marketName} {l.outcomeName} @ {l.odds}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
      </ul>
      {total > PAGE && (
        <nav className="aff-tabs" aria-label={t('aff.page', { page, pages })}>
          <button
            type="button"
            className="btn btn-small"
            disabled={page <= 1}
            onClick={() => onPage(offset - PAGE)}
          >
            {t('aff.prev')}
          </button>
          <span>{t('aff.page', { page, pages })}</span>
          <button
            type="button"
            className="btn btn-small"
            disabled={page >= pages}
            onClick={() => onPage(offset + PAGE)}
          >
            {t('aff.next')}
          </button>
        </nav>
      )}
    </>
  );
}
