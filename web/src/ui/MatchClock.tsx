import { useTranslation } from 'react-i18next';
import { matchClock, minuteText, type Match } from '@bet/shared';
import { MATCH_TIME, timeZone, useDateFormat } from './time-zone.ts';

/** The time cell: date before the start (in the page's language), the minute while live, HT, FT, a basketball period, or a sets sport's set and the break after it. */
export function MatchClock({
  match,
}: {
  match: Pick<Match, 'status' | 'ttype' | 'sportId' | 'matchDate' | 'time'>;
}) {
  const { t } = useTranslation();
  const date = useDateFormat(MATCH_TIME);
  const clock = matchClock(match, timeZone());
  switch (clock.kind) {
    case 'date':
      return (
        <time className="clock" dateTime={match.matchDate} data-testid="match-time">
          {date.format(new Date(match.matchDate))}
        </time>
      );
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
    case 'setBreak':
      return (
        <span className="clock live" data-testid="match-set-break">
          {clock.set === null ? t('period.setBreakAny') : t('period.setBreak', { n: clock.set })}
        </span>
      );
    case 'set':
      return (
        <span className="clock live" data-testid="match-set">
          {t('period.set', { n: clock.set })}
        </span>
      );
  }
}
