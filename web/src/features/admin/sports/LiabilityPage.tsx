import '../panel-lists.css';
import './sports-admin.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor, type LiabilityMarket, type LiabilityMatch } from '@bet/shared';
import { ApiError } from '../../../api/client.ts';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { usePolledApi } from '../../../ui/use-api.ts';
import { useEntityNames } from '../../../ui/use-entity-name.ts';
import { useMoney } from '../../../ui/use-money.ts';
import { PANEL_PAGE_SIZE, PanelPager } from '../PanelPager.tsx';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelTableWrap } from '../PanelParts.tsx';

const PAGE = PANEL_PAGE_SIZE;
/** How often the view reads the exposure again while it is open. */
const REFRESH_MS = 10_000;

/**
 * The book's open exposure per match, market and outcome: what it pays if an outcome wins, net of
 * the stakes on its market, the largest first; a market is suspended from here in one action.
 */
export default function LiabilityPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [offset, setOffset] = useState(0);
  const { data, error, loading, reload } = usePolledApi(REFRESH_MS, panelClient.trading.liability, {
    offset,
    limit: PAGE,
  });
  return (
    <div className="desk" data-testid="liability">
      <section className="panel-card">
        <p className="panel-note">{t('liability.help')}</p>
        <div className="sports-actions">
          <button type="button" className="panel-btn" onClick={reload} data-testid="liability-refresh">
            {t('liability.refresh')}
          </button>
          <span className="panel-note">{t('liability.updated')}</span>
        </div>
        {data && (
          <p className="desk-totals" data-testid="liability-total">
            {t('liability.total', { amount: money(toMinor(data.total)) })}
          </p>
        )}
        <PanelLoadError error={error} loading={loading} />
        {data && data.results.length === 0 && <p className="panel-note">{t('liability.none')}</p>}
      </section>
      {data?.results.map((m) => (
        <MatchExposure key={m.matchId} match={m} onChange={reload} />
      ))}
      {data && data.totalCount > PAGE && (
        <PanelPager page={offset / PAGE} total={data.totalCount} onPage={(p) => setOffset(p * PAGE)} />
      )}
    </div>
  );
}

function MatchExposure({ match, onChange }: { match: LiabilityMatch; onChange: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDateFormat(DATE_TIME);
  const titleId = `liability-${match.matchId}`;
  return (
    <section
      className="panel-card liability-match"
      aria-labelledby={titleId}
      data-testid="liability-match"
      data-id={match.matchId}
    >
      <h2 id={titleId}>
        {match.home} – {match.away}
      </h2>
      <p className="desk-totals">
        <span>{when.format(new Date(match.matchDate))}</span>
        <span>
          {t('liability.stake')}: {money(toMinor(match.stake))}
        </span>
        <span>
          {t('liability.coupons')}: {match.coupons}
        </span>
        <span className={match.liability > 0 ? 'panel-neg' : undefined} data-testid="liability-match-value">
          {t('liability.exposure')}: {money(toMinor(match.liability))}
        </span>
      </p>
      <PanelTableWrap>
        <table className="panel-table liability-table">
          <thead>
            <tr>
              <th scope="col">{t('liability.market')}</th>
              <th scope="col">{t('liability.stake')}</th>
              <th scope="col">{t('liability.coupons')}</th>
              <th scope="col">{t('liability.exposure')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('liability.suspend')}</span>
              </th>
            </tr>
          </thead>
          {match.markets.map((mk) => (
            <MarketRows
              key={mk.marketId}
              matchId={match.matchId}
              market={mk}
              open={match.open}
              onChange={onChange}
            />
          ))}
        </table>
      </PanelTableWrap>
    </section>
  );
}

function MarketRows({
  matchId,
  market,
  open,
  onChange,
}: {
  matchId: number;
  market: LiabilityMarket;
  open: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const names = useEntityNames();
  const [held, setHeld] = useState(market.held);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const value = (v: number) => <span className={v > 0 ? 'panel-neg' : undefined}>{money(toMinor(v))}</span>;

  async function suspend() {
    setBusy(true);
    setFailure('');
    try {
      await panelClient.sportsAdmin.suspendMarket(
        { id: matchId, marketId: market.marketId },
        { suspended: true },
      );
      setHeld(true);
      onChange();
    } catch (err) {
      setFailure(
        t('sportsData.failed', { message: err instanceof ApiError ? err.serverMessage : String(err) }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <tbody data-testid="liability-market" data-id={market.marketId}>
      <tr className="liability-market-row">
        <th scope="row">
          {market.name}
          {market.special ? ` ${market.special}` : ''}
        </th>
        <td className="num">{money(toMinor(market.stake))}</td>
        <td className="num">{market.coupons}</td>
        <td className="num" data-testid="liability-market-value">
          {value(market.liability)}
        </td>
        <td>
          {held || market.held ? (
            <span data-testid="liability-held">{t('liability.held')}</span>
          ) : (
            open && (
              <button
                type="button"
                className="panel-btn panel-btn-danger"
                disabled={busy}
                onClick={() => void suspend()}
                data-testid="liability-suspend"
              >
                {t('liability.suspend')}
              </button>
            )
          )}
          {failure && (
            <p className="panel-error" role="alert">
              {failure}
            </p>
          )}
        </td>
      </tr>
      {market.outcomes.map((o) => (
        <tr key={o.outcomeId} data-testid="liability-outcome" data-id={o.outcomeId}>
          <td className="liability-outcome">
            {t('liability.outcome')} {names.outcome(o.name)}
          </td>
          <td className="num">{money(toMinor(o.stake))}</td>
          <td className="num">{o.coupons}</td>
          <td className="num">{value(o.liability)}</td>
          <td />
        </tr>
      ))}
    </tbody>
  );
}
