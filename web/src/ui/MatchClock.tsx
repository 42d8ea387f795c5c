import { useTranslation } from 'react-i18next';
import { matchClock, minuteText, type Match } from '@bet/shared';
import { TIME_ZONE } from './time-zone.ts';

/** The time cell: date before the start, the minute while live, HT, FT or a basketball period. */
export function MatchClock({
  match,
}: {
  match: Pick<Match, 'status' | 'ttype' | 'sportId' | 'matchDate' | 'time'>;
}) {
  const { t } = useTranslation();
  const clock = matchClock(match, TIME_ZONE);
  switch (clock.kind) {
    case 'date':
      return <time dateTime={match.matchDate}>{clock.text}</time>;
    case 'ht':
      return <span className="clock live">{t('sports.ht')}</span>;
    case 'ft':
      return <span className="clock">{t('sports.ft')}</span>;
    case 'minute':
      return <span className="clock live">{minuteText(clock)}</span>;
    case 'period':
      return (
        <span className="clock live">{t(`period.${clock.status}`, { defaultValue: clock.status })}</span>
      );
  }
}
