import { describe, expect, it } from 'vitest';
import { backPath, detailOddsShown, marketOpen, OPEN_MARKETS } from './detail-rules.ts';

const match = { id: 7, sportId: 1, categoryId: 101, tournamentId: 1011, ttype: 'L' as const };
const q = (s: string) => new URLSearchParams(s);

describe('the caption\'s back button ("a back button to LiveBets or SportBets carrying sid, cid, tid and match")', () => {
  it('carries the sid, cid and tid the page was opened with, and the match', () => {
    expect(backPath('en', q('sid=1&cid=101&tid=1011&ttype=L'), match, '7')).toBe(
      '/en/livebets?sid=1&cid=101&tid=1011&match=7',
    );
  });

  it('carries only what the list had: a live list of a whole sport comes back whole', () => {
    expect(backPath('en', q('sid=1&ttype=L'), match, '7')).toBe('/en/livebets?sid=1&match=7');
  });

  it("a page opened without them (a shared link) carries the match's own", () => {
    expect(backPath('tr', q(''), match, '7')).toBe('/tr/livebets?sid=1&cid=101&tid=1011&match=7');
  });

  it('goes to SportBets for a pre-match match, by the ttype it was opened with first', () => {
    expect(backPath('en', q('sid=1&cid=101&tid=1011&ttype=N'), match, '7')).toBe(
      '/en/sports?sid=1&cid=101&tid=1011&match=7',
    );
    expect(backPath('en', q(''), { ...match, ttype: 'N' }, '7')).toBe(
      '/en/sports?sid=1&cid=101&tid=1011&match=7',
    );
  });

  it('still leads back when the match is not found, and ignores what is not an id', () => {
    expect(backPath('en', q('sid=3&cid=x&ttype=L'), undefined, '99')).toBe('/en/livebets?sid=3&match=99');
    expect(backPath('en', q(''), undefined, 'abc')).toBe('/en/sports');
  });
});

describe('markets open by default ("the first 10 markets open by default unless the all-closed option is on")', () => {
  it('opens the first 10', () => {
    expect(OPEN_MARKETS).toBe(10);
    expect(marketOpen(0, false, undefined)).toBe(true);
    expect(marketOpen(9, false, undefined)).toBe(true);
    expect(marketOpen(10, false, undefined)).toBe(false);
  });

  it('opens none with the all-closed option', () => {
    expect(marketOpen(0, true, undefined)).toBe(false);
  });

  it('a market the player tapped stays as tapped', () => {
    expect(marketOpen(0, false, false)).toBe(false);
    expect(marketOpen(12, true, true)).toBe(true);
  });
});

describe('odds or the match-closed text (section 4 "Match display")', () => {
  const market = {
    id: 1,
    typeId: 1,
    name: '1X2',
    special: '',
    active: true,
    iss: false,
    isv: true,
    cashout: true,
    outcomes: [],
  };
  const open = {
    isv: true,
    ttype: 'L' as const,
    betStatus: 'started' as const,
    status: '1p',
    markets: [market],
  };

  it('"Odds show only if the match is visible and (pre-match or bet status started) and odds exist"', () => {
    expect(detailOddsShown(open, open)).toBe(true);
    expect(detailOddsShown(open, { ...open, betStatus: 'paused' })).toBe(false);
    expect(detailOddsShown(open, { ...open, isv: false })).toBe(false);
    expect(detailOddsShown(open, { ...open, markets: [] })).toBe(false);
    expect(detailOddsShown(open, { ...open, ttype: 'N', betStatus: 'stopped' })).toBe(true);
  });

  it('a match closed when loaded shows its odds once the feed reopens it', () => {
    expect(detailOddsShown({ ...open, betStatus: 'paused' }, open)).toBe(true);
  });

  it('"When a match receives an end status while its detail view is open, every odd is suspended": they stay, locked', () => {
    const ended = { ...open, status: 'ended', betStatus: 'stopped' as const };
    expect(detailOddsShown(open, ended)).toBe(true);
    expect(detailOddsShown(open, { ...ended, status: 'removed' })).toBe(true);
    // a match that was already closed does not open at its end
    expect(detailOddsShown({ ...open, betStatus: 'paused' }, ended)).toBe(false);
  });
});
