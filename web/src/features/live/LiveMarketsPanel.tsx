import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visibleLines, type Match } from '@bet/shared';
import { useLive, withLiveMatch } from '../../state/live-store.ts';
import { useApi } from '../../ui/use-api.ts';
import { client } from '../../api/client.ts';
import { detailOddsShown } from '../match/detail-rules.ts';
import { MatchFrames } from '../match/MatchFrames.tsx';
import { MatchMarkets } from '../match/MatchMarkets.tsx';
import '../match/match.css';
import { Chevron } from '../../ui/Chevron.tsx';

/**
 * The markets of the open row of the live list (query `activeOdd`), under the row: its TV and
 * statistics frames when it has any, the odds filter and the collapsible markets, and the link
 * to the match detail.
 */
export function LiveMarketsPanel({ match, detailHref }: { match: Match; detailHref: string }) {
  const { t } = useTranslation();
  const { data, loading } = useApi(client.sports.match, { id: match.id });
  const pushed = useLive((s) => s.matches[match.id]);
  const markets = useMemo(() => visibleLines(data?.markets ?? []), [data]);
  const loaded = { ...(data?.match ?? match), markets };
  const current = withLiveMatch(loaded, pushed);
  return (
    <div className="live-markets" data-testid="live-markets" data-match={match.id}>
      <MatchFrames match={current} />
      {loading && !data ? (
        <div className="loading" aria-busy="true" />
      ) : detailOddsShown(loaded, current) ? (
        <MatchMarkets match={current} markets={markets} />
      ) : (
        <p className="empty">
          {t('matchClosed')} {match.homeTeam} - {match.awayTeam}
        </p>
      )}
      <Link to={detailHref} className="live-markets-detail" data-testid="live-markets-detail">
        {t('sports.allMarkets')} <Chevron />
      </Link>
    </div>
  );
}
