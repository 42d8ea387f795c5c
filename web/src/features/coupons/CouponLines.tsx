import { useTranslation } from 'react-i18next';
import { lineStatusName, type CouponLine } from '@bet/shared';
import { useOddText } from '../../state/odds-format-store.ts';
import { MATCH_TIME, useDateFormat } from '../../ui/time-zone.ts';
import { useSpecialLabel } from '../../ui/use-special-label.ts';
import './coupons.css';

/** The matches of a coupon: date, teams, market, pick, odd, result and the line's status. */
export function CouponLines({ lines }: { lines: readonly CouponLine[] }) {
  const { t } = useTranslation();
  const lineOf = useSpecialLabel();
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
            {l.home} - {l.away}
            {l.result && <b className="line-result"> {l.result}</b>}
          </div>
          <div className="line-pick">
            {l.marketName}
            {lineOf(l.marketTypeId, l.special) && ` ${lineOf(l.marketTypeId, l.special)}`}:{' '}
            <b>{l.outcomeName}</b>
            <span className="line-odd">{oddText(l.odds)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
