import '../panel-lists.css';
import './sports-admin.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RESULT_REASONS,
  RESULT_STATUSES,
  couponStatusName,
  toMinor,
  type ResultDecision,
  type ResultDeskMatch,
  type ResultPreview,
  type ResultReason,
  type ResultStatus,
} from '@bet/shared';
import { ApiError } from '../../../api/client.ts';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import { useEntityNames } from '../../../ui/use-entity-name.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { PANEL_PAGE_SIZE, PanelPager } from '../PanelPager.tsx';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelMessage, PanelTableWrap } from '../PanelParts.tsx';

const PAGE = PANEL_PAGE_SIZE;
const DAYS = [1, 3, 7, 14, 30] as const;

interface Filters {
  keyWord: string;
  days: number;
  awaiting: boolean;
}

/**
 * The results desk: started matches of the last days, those that ended without a result first.
 * A result is entered or corrected with a reason from the fixed list; the preview shows which
 * coupons it settles and what it pays or takes back before it is confirmed.
 */
export default function ResultDeskPage() {
  const { t } = useTranslation();
  const when = useDateFormat(DATE_TIME);
  const names = useEntityNames();
  const [draft, setDraft] = useState<Filters>({ keyWord: '', days: 3, awaiting: false });
  const [filters, setFilters] = useState<Filters>(draft);
  const [offset, setOffset] = useState(0);
  const [chosen, setChosen] = useState<ResultDeskMatch | null>(null);
  const { data, error, loading, stale, reload } = useApi(panelClient.resultDesk.matches, {
    days: filters.days,
    offset,
    limit: PAGE,
    ...(filters.keyWord.trim() ? { keyWord: filters.keyWord.trim() } : {}),
    ...(filters.awaiting ? { awaiting: '1' as const } : {}),
  });

  function apply(e: FormEvent) {
    e.preventDefault();
    setFilters(draft);
    setOffset(0);
  }
  const score = (m: ResultDeskMatch) =>
    m.result
      ? m.result.status === 'ended'
        ? `${m.result.score.home} - ${m.result.score.away}`
        : t(`desk.status.${m.result.status}`, { defaultValue: m.result.status })
      : t(m.awaiting ? 'desk.awaiting' : 'desk.noResult');

  return (
    <div className="desk" data-testid="result-desk">
      <section className="panel-card">
        <form className="panel-toolbar" onSubmit={apply} role="search" aria-label={t('desk.filters')}>
          <label>
            {t('desk.search')}
            <input
              value={draft.keyWord}
              onChange={(e) => setDraft({ ...draft, keyWord: e.target.value })}
              maxLength={50}
              autoComplete="off"
            />
          </label>
          <label>
            {t('desk.days')}
            <select value={draft.days} onChange={(e) => setDraft({ ...draft, days: Number(e.target.value) })}>
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <label className="sports-check">
            <input
              type="checkbox"
              checked={draft.awaiting}
              onChange={(e) => setDraft({ ...draft, awaiting: e.target.checked })}
            />
            {t('desk.awaitingOnly')}
          </label>
          <button type="submit" className="panel-btn panel-btn-primary">
            {t('desk.apply')}
          </button>
        </form>
        {data && (
          <p className="desk-awaiting" data-testid="desk-awaiting" aria-busy={stale || undefined}>
            {t('desk.awaitingCount', { count: data.awaitingCount })}
          </p>
        )}
        <PanelLoadError error={error} loading={loading} />
        <PanelTableWrap>
          {/* busy until the first answer, and while the last filter's rows wait for the new one */}
          <table className="panel-table" data-testid="desk-table" aria-busy={!data || stale || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('desk.match')}</th>
                <th scope="col">{t('desk.when')}</th>
                <th scope="col">{t('desk.result')}</th>
                <th scope="col">{t('desk.coupons')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('desk.enter')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data?.results.map((m) => (
                <tr key={m.id} data-testid="desk-row" data-id={m.id} data-awaiting={m.awaiting}>
                  <td>
                    {m.home} – {m.away}
                    <br />
                    <small>
                      {names.sport(m.sportId, m.sportName)} · {names.league(m.tournamentId, m.tournamentName)}
                    </small>
                  </td>
                  <td>{when.format(new Date(m.matchDate))}</td>
                  <td className={m.awaiting ? 'desk-awaiting' : undefined}>{score(m)}</td>
                  <td className="num">
                    {m.coupons} ({m.waitingCoupons})
                  </td>
                  <td>
                    <button
                      type="button"
                      className="panel-btn"
                      onClick={() => setChosen(m)}
                      data-testid="desk-open"
                    >
                      {t(m.result ? 'desk.correct' : 'desk.enter')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data && !stale && data.results.length === 0 && <p className="panel-note">{t('desk.none')}</p>}
        </PanelTableWrap>
        {/* no page count before the answer */}
        {data && (
          <PanelPager page={offset / PAGE} total={data.totalCount} onPage={(p) => setOffset(p * PAGE)} />
        )}
      </section>
      {chosen && (
        <ResultForm
          key={`${chosen.id}.${chosen.result?.revision ?? 0}`}
          match={chosen}
          onClose={() => setChosen(null)}
          onDone={reload}
          when={when.format(new Date(chosen.matchDate))}
        />
      )}
    </div>
  );
}

const goals = (v: string) => (/^\d{1,3}$/.test(v.trim()) ? Number(v) : null);

function ResultForm({
  match,
  when,
  onClose,
  onDone,
}: {
  match: ResultDeskMatch;
  when: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const names = useEntityNames();
  const stored = match.result;
  const [home, setHome] = useState(stored ? String(stored.score.home) : '');
  const [away, setAway] = useState(stored ? String(stored.score.away) : '');
  const [htHome, setHtHome] = useState(stored?.halftime ? String(stored.halftime.home) : '');
  const [htAway, setHtAway] = useState(stored?.halftime ? String(stored.halftime.away) : '');
  const [status, setStatus] = useState<ResultStatus>('ended');
  const [reason, setReason] = useState<ResultReason>(stored ? 'officialChange' : 'feedMissing');
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState<{ of: string; answer: ResultPreview } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = `desk-form-${match.id}`;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  /** The decision the form holds, or a message when it is not one. */
  function decision(): ResultDecision | string {
    const voided = status !== 'ended';
    const h = voided ? 0 : goals(home);
    const a = voided ? 0 : goals(away);
    if (h === null || a === null) return t('desk.badScore');
    const hh = htHome.trim() === '' ? null : goals(htHome);
    const ha = htAway.trim() === '' ? null : goals(htAway);
    const halftimeGiven = htHome.trim() !== '' || htAway.trim() !== '';
    if (!voided && halftimeGiven && (hh === null || ha === null)) return t('desk.badScore');
    return {
      score: { home: h, away: a },
      ...(!voided && halftimeGiven ? { halftime: { home: hh!, away: ha! } } : {}),
      status,
      reason,
      note: note.trim(),
    };
  }
  const current = decision();
  const currentKey = typeof current === 'string' ? '' : JSON.stringify(current);
  const previewed = preview !== null && preview.of === currentKey;

  async function run<T>(call: () => Promise<T>, then: (answer: T) => void) {
    setBusy(true);
    setMessage(null);
    try {
      then(await call());
    } catch (err) {
      setMessage({
        ok: false,
        text: t('desk.failed', { message: err instanceof ApiError ? err.serverMessage : String(err) }),
      });
    } finally {
      setBusy(false);
    }
  }

  function askPreview(e: FormEvent) {
    e.preventDefault();
    if (typeof current === 'string') {
      setMessage({ ok: false, text: current });
      return;
    }
    void run(
      () => panelClient.resultDesk.preview({ id: match.id }, current),
      (answer) => setPreview({ of: currentKey, answer }),
    );
  }

  function confirm() {
    if (typeof current === 'string' || !previewed) {
      setMessage({ ok: false, text: t('desk.stale') });
      return;
    }
    void run(
      () => panelClient.resultDesk.confirm({ id: match.id }, current),
      (answer) => {
        setPreview(null);
        setMessage({ ok: true, text: t('desk.done', { count: answer.coupons.length }) });
        onDone();
      },
    );
  }

  const couponState = (s: { status: number; income: number }) =>
    `${t(`coupon.status.${couponStatusName(s.status) ?? 'waiting'}`)} · ${money(toMinor(s.income))}`;
  const p = previewed ? preview.answer : null;

  return (
    <section className="panel-card desk-form-card" aria-labelledby={titleId} data-testid="desk-form">
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('desk.formTitle', { match: `${match.home} – ${match.away}` })}
      </h2>
      <p className="panel-note">
        {names.league(match.tournamentId, match.tournamentName)} · {when}
      </p>
      <form className="panel-form desk-form" onSubmit={askPreview} noValidate>
        <label>
          {t('desk.status')}
          <select
            value={status}
            onChange={(e) => setStatus(e.target.value as ResultStatus)}
            data-testid="desk-status"
          >
            {RESULT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`desk.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {status === 'ended' && (
          <div className="desk-score">
            <label>
              {t('desk.home')}
              <input
                inputMode="numeric"
                value={home}
                onChange={(e) => setHome(e.target.value)}
                maxLength={3}
                data-testid="desk-home"
              />
            </label>
            <label>
              {t('desk.away')}
              <input
                inputMode="numeric"
                value={away}
                onChange={(e) => setAway(e.target.value)}
                maxLength={3}
                data-testid="desk-away"
              />
            </label>
            <label>
              {t('desk.halftimeHome')}
              <input
                inputMode="numeric"
                value={htHome}
                onChange={(e) => setHtHome(e.target.value)}
                maxLength={3}
              />
            </label>
            <label>
              {t('desk.halftimeAway')}
              <input
                inputMode="numeric"
                value={htAway}
                onChange={(e) => setHtAway(e.target.value)}
                maxLength={3}
              />
            </label>
          </div>
        )}
        <label>
          {t('desk.reason')}
          <select
            value={reason}
            onChange={(e) => setReason(e.target.value as ResultReason)}
            data-testid="desk-reason"
          >
            {RESULT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`resultReason.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('desk.note')}
          <textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} maxLength={300} />
        </label>
        <div className="sports-actions">
          <button type="submit" className="panel-btn" disabled={busy} data-testid="desk-preview">
            {t('desk.preview')}
          </button>
          <button
            type="button"
            className="panel-btn panel-btn-primary"
            disabled={busy || !previewed}
            onClick={confirm}
            data-testid="desk-confirm"
          >
            {t('desk.confirm')}
          </button>
          <button type="button" className="panel-btn" onClick={onClose}>
            {t('desk.close')}
          </button>
        </div>
        <PanelMessage message={message} testId="desk-message" />
      </form>
      {p && (
        <div className="desk-preview" data-testid="desk-preview-result" aria-live="polite">
          <h3>{t('desk.previewTitle')}</h3>
          {p.current && (
            <p>
              {t('desk.current', {
                score: `${p.current.score.home} - ${p.current.score.away}`,
                source: t(`desk.source.${p.current.source}`, { defaultValue: p.current.source }),
                revision: p.current.revision,
              })}
            </p>
          )}
          {p.correction && <p className="panel-note">{t('desk.correction')}</p>}
          <p>{t('desk.lines', { count: p.lines })}</p>
          <p className="desk-totals">
            <span>
              {t('desk.paid')}: <span data-testid="desk-paid">{money(toMinor(p.paid))}</span>
            </span>
            <span>
              {t('desk.reclaimed')}: <span data-testid="desk-reclaimed">{money(toMinor(p.reclaimed))}</span>
            </span>
            <span>
              {t('desk.net')}:{' '}
              <span data-testid="desk-net">{money(toMinor(p.paid) - toMinor(p.reclaimed))}</span>
            </span>
          </p>
          {p.coupons.length === 0 ? (
            <p className="panel-note">{t('desk.noCoupons')}</p>
          ) : (
            <PanelTableWrap>
              <table className="panel-table" data-testid="desk-preview-coupons">
                <thead>
                  <tr>
                    <th scope="col">{t('desk.ticket')}</th>
                    <th scope="col">{t('desk.player')}</th>
                    <th scope="col">{t('desk.stake')}</th>
                    <th scope="col">{t('desk.before')}</th>
                    <th scope="col">{t('desk.after')}</th>
                    <th scope="col">{t('desk.difference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.coupons.map((c) => (
                    <tr key={c.ticketId} data-testid="desk-preview-coupon" data-ticket={c.ticketId}>
                      <td>{c.ticketId}</td>
                      <td>{c.userName}</td>
                      <td className="num">{money(toMinor(c.stake))}</td>
                      <td>{couponState(c.before)}</td>
                      <td>{couponState(c.after)}</td>
                      <td className={`num ${c.difference < 0 ? 'panel-neg' : 'panel-pos'}`}>
                        {money(toMinor(c.difference))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </PanelTableWrap>
          )}
          {p.owed.length > 0 && (
            <>
              <h4>{t('desk.owed')}</h4>
              <ul>
                {p.owed.map((o) => (
                  <li key={o.userId}>
                    {o.userName}: {money(toMinor(o.balance))}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
