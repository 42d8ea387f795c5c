import { describe, expect, it } from 'vitest';
import {
  classifyMatch,
  defaultFlags,
  formatMatchDate,
  inLiveWindow,
  isStale,
  listablePreMatch,
  matchClock,
  minuteText,
  nextGoalSpecial,
  oddsShown,
  playOver,
  removedFromLive,
} from './match-state.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const iso = (offsetMin: number) => new Date(NOW + offsetMin * 60_000).toISOString();

describe('match classification (section 4 "Match display")', () => {
  it('"pre (N with no status), live (status other than not_started), half (status contains pause)"', () => {
    expect(classifyMatch({ ttype: 'N', status: '' })).toBe('pre');
    expect(classifyMatch({ ttype: 'L', status: 'not_started' })).toBe('pre');
    expect(classifyMatch({ ttype: 'L', status: '1p' })).toBe('live');
    expect(classifyMatch({ ttype: 'L', status: 'pause1' })).toBe('half');
    expect(classifyMatch({ ttype: 'L', status: 'paused' })).toBe('half');
    expect(classifyMatch({ ttype: 'L', status: 'ended' })).toBe('ended');
    expect(classifyMatch({ ttype: 'L', status: 'walkover' })).toBe('ended');
  });

  it('"not started shows date/time (dd/MM HH:mm); a pause state shows HT; live shows the minute; end shows FT; sport 3 a period name"', () => {
    const base = { sportId: 1, matchDate: '2026-11-22T17:30:00Z', time: { minute: 67, extra: 0 } };
    expect(matchClock({ ...base, ttype: 'N', status: '' }, 'Europe/Istanbul')).toEqual({
      kind: 'date',
      text: '22/11 20:30',
    });
    expect(matchClock({ ...base, ttype: 'L', status: 'paused' })).toEqual({ kind: 'ht' });
    expect(matchClock({ ...base, ttype: 'L', status: '2p' })).toEqual({
      kind: 'minute',
      minute: 67,
      extra: 0,
    });
    expect(matchClock({ ...base, ttype: 'L', status: 'ended' })).toEqual({ kind: 'ft' });
    expect(matchClock({ ...base, sportId: 3, ttype: 'L', status: '3p' })).toEqual({
      kind: 'period',
      status: '3p',
    });
    expect(matchClock({ ...base, ttype: 'L', status: '1p', time: null })).toEqual({
      kind: 'minute',
      minute: 0,
      extra: 0,
    });
    // a sets sport (tennis 5, volleyball 23, table tennis 41, esports 109-111) shows the set being played
    for (const sportId of [5, 23, 41, 109, 110, 111])
      expect(matchClock({ ...base, sportId, ttype: 'L', status: '3p' })).toEqual({ kind: 'set', set: 3 });
    expect(matchClock({ ...base, sportId: 23, ttype: 'L', status: '1p' })).toEqual({ kind: 'set', set: 1 });
    // a sets sport's status without a set number keeps the minute
    expect(matchClock({ ...base, sportId: 5, ttype: 'L', status: 'live' })).toEqual({
      kind: 'minute',
      minute: 67,
      extra: 0,
    });
    expect(matchClock({ ...base, sportId: 5, ttype: 'N', status: '' }, 'UTC').kind).toBe('date');
    expect(matchClock({ ...base, sportId: 5, ttype: 'L', status: 'ended' })).toEqual({ kind: 'ft' });
    expect(minuteText({ minute: 45, extra: 2 })).toBe("45+2'");
    expect(minuteText({ minute: 12, extra: 0 })).toBe("12'");
    expect(formatMatchDate('2026-01-05T09:05:00Z', 'UTC')).toBe('05/01 09:05');
  });

  it('a break between sets of a sets sport is the end of the set just played, not half time', () => {
    const base = { matchDate: '2026-11-22T17:30:00Z', time: null, ttype: 'L' } as const;
    for (const sportId of [5, 23, 41, 109, 110, 111])
      expect(matchClock({ ...base, sportId, status: 'pause2' })).toEqual({ kind: 'setBreak', set: 2 });
    expect(matchClock({ ...base, sportId: 23, status: 'pause1' })).toEqual({ kind: 'setBreak', set: 1 });
    // a break the feed does not number is still between sets
    expect(matchClock({ ...base, sportId: 5, status: 'paused' })).toEqual({ kind: 'setBreak', set: null });
    // sports with halves keep half time
    expect(matchClock({ ...base, sportId: 1, status: 'paused' })).toEqual({ kind: 'ht' });
    expect(matchClock({ ...base, sportId: 6, status: 'paused' })).toEqual({ kind: 'ht' });
  });
});

describe('removal rules (section 4)', () => {
  it('"ended, interrupted, retired, walkover or after_ot is removed from the live list"', () => {
    for (const status of ['ended', 'interrupted', 'retired', 'walkover', 'after_ot'])
      expect(removedFromLive({ status, sportId: 1, matchDate: iso(-60) }, NOW)).toBe(true);
    expect(removedFromLive({ status: '2p', sportId: 1, matchDate: iso(-60) }, NOW)).toBe(false);
  });

  it('"a football match in status 4p with period length 90 is also removed"', () => {
    expect(removedFromLive({ status: '4p', sportId: 1, matchDate: iso(-100) }, NOW, 90)).toBe(true);
    expect(removedFromLive({ status: '4p', sportId: 1, matchDate: iso(-100) }, NOW, 45)).toBe(false);
    expect(removedFromLive({ status: '4p', sportId: 3, matchDate: iso(-100) }, NOW, 90)).toBe(false);
    // a feed that gives no period length: football is a 90-minute game, other sports' 4p is play
    expect(removedFromLive({ status: '4p', sportId: 1, matchDate: iso(-100) }, NOW)).toBe(true);
    expect(removedFromLive({ status: '4p', sportId: 1, matchDate: iso(-100) }, NOW, 120)).toBe(false);
    expect(removedFromLive({ status: '4p', sportId: 3, matchDate: iso(-40) }, NOW)).toBe(false);
    expect(removedFromLive({ status: '3p', sportId: 1, matchDate: iso(-100) }, NOW)).toBe(false);
    expect(playOver({ status: '4p', sportId: 1 })).toBe(true);
    expect(playOver({ status: '4p', sportId: 4 })).toBe(false);
  });

  it('"not started and more than 5 minutes past its start is dropped"', () => {
    expect(removedFromLive({ status: 'not_started', sportId: 1, matchDate: iso(-6) }, NOW)).toBe(true);
    expect(removedFromLive({ status: 'not_started', sportId: 1, matchDate: iso(-4) }, NOW)).toBe(false);
  });

  it('"Pre-match lists exclude matches whose date has passed"', () => {
    expect(listablePreMatch({ matchDate: iso(1) }, NOW)).toBe(true);
    expect(listablePreMatch({ matchDate: iso(-1) }, NOW)).toBe(false);
  });

  it('"A live match is one that started less than 150 minutes ago (or flagged live)"', () => {
    expect(inLiveWindow({ matchDate: iso(-149), ttype: 'N' }, NOW)).toBe(true);
    expect(inLiveWindow({ matchDate: iso(-151), ttype: 'N' }, NOW)).toBe(false);
    expect(inLiveWindow({ matchDate: iso(10), ttype: 'N' }, NOW)).toBe(false);
    expect(inLiveWindow({ matchDate: iso(-500), ttype: 'L' }, NOW)).toBe(true);
  });

  it('"no update for 300 seconds gets bet status stopped unless its status is in an exempt list"', () => {
    expect(isStale(NOW - 301_000, NOW, '1p')).toBe(true);
    expect(isStale(NOW - 299_000, NOW, '1p')).toBe(false);
    for (const quiet of ['paused', 'pause2', 'not_started', ''])
      expect(isStale(NOW - 301_000, NOW, quiet)).toBe(false);
  });
});

describe('flags and specials', () => {
  it('"suspended = not pre-match and bet status stopped; visible = pre-match or bet status started"', () => {
    expect(defaultFlags({ ttype: 'N', betStatus: 'stopped' })).toEqual({ iss: false, isv: true });
    expect(defaultFlags({ ttype: 'L', betStatus: 'stopped' })).toEqual({ iss: true, isv: false });
    expect(defaultFlags({ ttype: 'L', betStatus: 'started' })).toEqual({ iss: false, isv: true });
  });

  it('"Odds show only if the match is visible and (pre-match or bet status started) and odds exist"', () => {
    const m = { isv: true, ttype: 'L' as const, betStatus: 'started' as const, markets: [{}] as never[] };
    expect(oddsShown(m)).toBe(true);
    expect(oddsShown({ ...m, betStatus: 'stopped' })).toBe(false);
    expect(oddsShown({ ...m, ttype: 'N', betStatus: 'stopped' })).toBe(true);
    expect(oddsShown({ ...m, isv: false })).toBe(false);
    expect(oddsShown({ ...m, markets: [] })).toBe(false);
  });

  it('"next-goal number is goal total plus one"', () => {
    expect(nextGoalSpecial({ home: 2, away: 1 })).toBe('4');
    expect(nextGoalSpecial({ home: 0, away: 0 })).toBe('1');
  });
});
