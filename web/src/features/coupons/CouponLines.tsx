import { useTranslation } from 'react-i18next';
import { LINE_STATUS, MATCH_STATUS, isNotStarted, lineStatusName, type CouponLine } from '@bet/shared';
import { useLiveFollow } from '../../realtime/use-live-follow.ts';
import { useLive } from '../../state/live-store.ts';
import { useOddText } from '../../state/odds-format-store.ts';
import { MatchClock } from '../../ui/MatchClock.tsx';
import { MATCH_TIME, useDateFormat } from '../../ui/time-zone.ts';
import { useEntityNames } from '../../ui/use-entity-name.ts';
import { useSpecialLabel } from '../../ui/use-special-label.ts';
import './coupons.css';
import { Versus } from '../../ui/Versus.tsx';

/**
 * A waiting line's match as it is being played: the pushed score and minute (the coupon follows
 * its open matches over the live socket). Nothing before the match is live.
 */
function LineLive({ line }: { line: CouponLine }) {
  const live = useLive((s) => s.matches[line.matchId]);
  if (!live?.score || live.status === MATCH_STATUS.removed || isNotStarted(live.status ?? '')) return null;
  return (
    <span className="line-live" data-testid="line-live">
      <b>
        <Versus home={live.score.home} away={live.score.away} testId="line-live-score" />
      </b>{' '}
      <MatchClock
        match={{
          status: live.status,
          ttype: 'L',
          sportId: line.sportId,
          matchDate: line.matchDate,
          time: live.time,
        }}
      />
    </span>
  );
}

/**
 * The matches of a coupon: date, teams, market, pick, odd, result and the line's status; with
 * `live` (a waiting coupon), the score and minute of its matches being played.
 */
export function CouponLines({ lines, live = false }: { lines: readonly CouponLine[]; live?: boolean }) {
  const { t } = useTranslation();
  useLiveFollow(
    undefined,
    live ? [...new Set(lines.filter((l) => l.status === LINE_STATUS.waiting).map((l) => l.matchId))] : [],
  );
  const lineOf = useSpecialLabel();
  const names = useEntityNames();
  const oddText = useOddText();
  const date = useDateFormat(MATCH_TIME);
  return (
    <ul className="coupon-lines" data-testid="coupon-lines">
      {lines.map((l) => (
        <li
          key={`${l.matchId}:${l.outcomeId}`}
          className={`coupon-line status-${lineStatusName(l.status)}`}
          data-testid="coupon-line"
        >
          <div className="line-head">
            <time dateTime={l.matchDate}>{date.format(new Date(l.matchDate))}</time>
            {l.isLive && <span className="badge live">{t('sports.live')}</span>}
            {l.isBank && (
              <span className="badge" title={t('slip.banker')}>
                {t('slip.bankerShort')}
              </span>
            )}
            <span className="line-status">{t(`coupon.status.${lineStatusName(l.status)}`)}</span>
          </div>
          <div className="line-teams">
            <Versus home={l.home} away={l.away} />
            {l.result && <b className="line-result"> {l.result}</b>}
            {live && l.status === LINE_STATUS.waiting && <LineLive line={l} />}
          </div>
          <div className="line-pick">
            {names.market(l.marketTypeId, l.marketName)}
            {lineOf(l.marketTypeId, l.special) && ` ${lineOf(l.marketTypeId, l.special)}`}:{' '}
            <b>{names.outcome(l.outcomeName)}</b>
            <span className="line-odd">{oddText(l.odds)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
