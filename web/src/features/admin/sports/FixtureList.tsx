import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fixture, FixtureMarket } from '@bet/shared';
import { isManualOddText } from './manual-odd.ts';
import { ApiError } from '../../../api/client.ts';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import { PANEL_PAGE_SIZE, PanelPager } from '../PanelPager.tsx';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelMessage } from '../PanelParts.tsx';

const PAGE = PANEL_PAGE_SIZE;

/** A league's matches not yet decided, a page at a time; a match opens to its markets and odds. */
export function FixtureList({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const when = useDateFormat(DATE_TIME);
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const { data, error, loading, stale, setData } = useApi(panelClient.sportsAdmin.fixtures, {
    tournamentId,
    offset,
    limit: PAGE,
  });
  const replace = (f: Fixture) =>
    setData((d) => d && { ...d, results: d.results.map((x) => (x.id === f.id ? f : x)) });

  return (
    <section className="panel-card sports-fixtures" aria-labelledby="sports-fixtures-title">
      <h2 id="sports-fixtures-title">{t('sportsData.matches')}</h2>
      <PanelLoadError error={error} loading={loading} />
      {!data && loading && (
        <p className="panel-note" aria-busy="true">
          {t('sportsData.loading')}
        </p>
      )}
      {data && !stale && data.results.length === 0 && (
        <p className="panel-note">{t('sportsData.noMatches')}</p>
      )}
      {/* another page's or league's matches, while the new ones are on their way */}
      <ul className="sports-fixture-list" aria-busy={stale || undefined}>
        {data?.results.map((f) => (
          <li key={f.id} data-testid="fixture-row" data-id={f.id}>
            <button
              type="button"
              className="sports-fixture-head"
              aria-expanded={open === f.id}
              onClick={() => setOpen(open === f.id ? null : f.id)}
            >
              <span className="sports-fixture-teams">
                {f.homeTeam} – {f.awayTeam}
              </span>
              <span className="sports-fixture-meta">
                {when.format(new Date(f.matchDate))} · {f.code} ·{' '}
                {t(f.ttype === 'L' ? 'sportsData.live' : 'sportsData.prematch')}
              </span>
              <span className="sports-fixture-state" data-testid="fixture-state">
                {f.held ? t('sportsData.suspended') : t('sportsData.open')}
                {f.manual && ` · ${t('sportsData.manual')}`}
              </span>
            </button>
            {open === f.id && <FixtureEditor fixture={f} onChange={replace} />}
          </li>
        ))}
      </ul>
      {/* no page count before the answer */}
      {data && (
        <PanelPager page={offset / PAGE} total={data.totalCount} onPage={(p) => setOffset(p * PAGE)} />
      )}
    </section>
  );
}

/** Odds as the inputs hold them: the shown decimal, as typed. */
type Draft = Record<number, string>;

function FixtureEditor({ fixture, onChange }: { fixture: Fixture; onChange: (f: Fixture) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function run(action: () => Promise<{ fixture: Fixture }>, done: string) {
    setBusy(true);
    try {
      const answer = await action();
      onChange(answer.fixture);
      setMessage({ ok: true, text: done });
      return true;
    } catch (err) {
      setMessage({
        ok: false,
        text: t('sportsData.failed', { message: err instanceof ApiError ? err.serverMessage : String(err) }),
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const odds = fixture.markets.flatMap((m) => m.outcomes);
  const changed = odds.filter((o) => draft[o.id] !== undefined && Number(draft[o.id]) !== o.odd);
  const invalid = changed.filter((o) => !isManualOddText(draft[o.id]!));

  async function saveOdds() {
    if (invalid.length) {
      setMessage({ ok: false, text: t('sportsData.badOdd') });
      return;
    }
    const ok = await run(
      () =>
        panelClient.sportsAdmin.setOdds(
          { id: fixture.id },
          { outcomes: changed.map((o) => ({ outcomeId: o.id, odd: Number(draft[o.id]) })) },
        ),
      t('sportsData.oddsSaved'),
    );
    if (ok) setDraft({});
  }

  return (
    <div className="sports-fixture" data-testid="fixture-editor">
      <div className="sports-actions">
        <button
          type="button"
          className={`panel-btn${fixture.held ? '' : ' panel-btn-danger'}`}
          disabled={busy}
          onClick={() =>
            void run(
              () => panelClient.sportsAdmin.suspendFixture({ id: fixture.id }, { suspended: !fixture.held }),
              t(fixture.held ? 'sportsData.reopened' : 'sportsData.suspendedNow'),
            )
          }
          data-testid="fixture-suspend"
        >
          {t(fixture.held ? 'sportsData.reopenMatch' : 'sportsData.suspendMatch')}
        </button>
        <button
          type="button"
          className="panel-btn panel-btn-primary"
          disabled={busy || changed.length === 0 || fixture.decided}
          onClick={() => void saveOdds()}
          data-testid="odds-save"
        >
          {t('sportsData.saveOdds', { count: changed.length })}
        </button>
      </div>
      <PanelMessage message={message} testId="fixture-message" />
      {fixture.markets.length === 0 && <p className="panel-note">{t('sportsData.noMarkets')}</p>}
      {fixture.markets.map((m) => (
        <MarketRow
          key={m.id}
          market={m}
          draft={draft}
          busy={busy}
          onOdd={(id, v) => setDraft((d) => ({ ...d, [id]: v }))}
          onSuspend={() =>
            void run(
              () =>
                panelClient.sportsAdmin.suspendMarket(
                  { id: fixture.id, marketId: m.id },
                  { suspended: !m.held },
                ),
              t(m.held ? 'sportsData.reopened' : 'sportsData.suspendedNow'),
            )
          }
        />
      ))}
    </div>
  );
}

function MarketRow({
  market,
  draft,
  busy,
  onOdd,
  onSuspend,
}: {
  market: FixtureMarket;
  draft: Draft;
  busy: boolean;
  onOdd: (outcomeId: number, value: string) => void;
  onSuspend: () => void;
}) {
  const { t } = useTranslation();
  const title = `${market.name}${market.special ? ` ${market.special}` : ''}`;
  const state = market.held
    ? t('sportsData.suspended')
    : market.iss || !market.active
      ? t('sportsData.closed')
      : t('sportsData.open');
  return (
    <fieldset className="sports-market" data-testid="fixture-market" data-id={market.id}>
      <legend>
        {title} <span className="sports-market-state">({state})</span>
      </legend>
      <div className="sports-outcomes">
        {market.outcomes.map((o) => (
          <label key={o.id}>
            {o.name}
            <input
              type="number"
              inputMode="decimal"
              min={1.01}
              step={0.01}
              value={draft[o.id] ?? String(o.odd)}
              onChange={(e) => onOdd(o.id, e.target.value)}
              data-testid="odd-input"
              data-outcome={o.id}
            />
          </label>
        ))}
      </div>
      <button
        type="button"
        className="panel-btn"
        disabled={busy}
        onClick={onSuspend}
        data-testid="market-suspend"
      >
        {t(market.held ? 'sportsData.reopenMarket' : 'sportsData.suspendMarket')}
      </button>
    </fieldset>
  );
}
