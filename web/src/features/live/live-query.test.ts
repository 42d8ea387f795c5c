import { describe, expect, it } from 'vitest';
import {
  liveDetailPath,
  pickSport,
  pickTab,
  readLiveQuery,
  scrollTarget,
  toggleActiveOdd,
  toggleFavorites,
} from './live-query.ts';
import { goneKey, keptLive, sortLive } from './live-rows.ts';

const q = (s: string) => new URLSearchParams(s);

describe('the LiveBets query ("query sid, cid, activeOdd, match (scroll to that match), favorites=1, timeOut")', () => {
  it('reads every parameter', () => {
    expect(readLiveQuery(q('sid=1&cid=104&activeOdd=7&match=8&favorites=1&timeOut=1700000000000'))).toEqual({
      sid: 1,
      cid: 104,
      activeOdd: 7,
      match: 8,
      favorites: true,
      timeOut: '1700000000000',
      tab: 'live',
      order: 'time',
    });
  });

  it('ignores what is not an id, and favourites other than 1', () => {
    const r = readLiveQuery(q('sid=x&cid=-1&match=&favorites=true&tab=upcoming&order=league'));
    expect(r).toMatchObject({ sid: undefined, cid: undefined, match: undefined, favorites: false });
    expect(r).toMatchObject({ tab: 'upcoming', order: 'league', timeOut: '' });
  });

  it('"match (scroll to that match)": the list scrolls to match, else to the open row', () => {
    expect(scrollTarget(readLiveQuery(q('match=8&activeOdd=7')))).toBe(8);
    expect(scrollTarget(readLiveQuery(q('activeOdd=7')))).toBe(7);
    expect(scrollTarget(readLiveQuery(q('')))).toBeUndefined();
  });

  it("a sport tab starts that sport's list clean and leaves the favourites", () => {
    expect(pickSport(q('sid=1&cid=104&match=8&activeOdd=7&favorites=1&order=league'), 3).toString()).toBe(
      'sid=3&order=league',
    );
  });

  it('the live and upcoming tabs keep the sport', () => {
    expect(pickTab(q('sid=3&cid=301&favorites=1'), 'upcoming').toString()).toBe('sid=3&tab=upcoming');
    expect(pickTab(q('sid=3&tab=upcoming'), 'live').toString()).toBe('sid=3');
  });

  it('favourites toggle on and off', () => {
    expect(toggleFavorites(q('sid=1&match=8')).toString()).toBe('sid=1&favorites=1');
    expect(toggleFavorites(q('sid=1&favorites=1')).toString()).toBe('sid=1');
  });

  it("a row's markets open as activeOdd and close again", () => {
    expect(toggleActiveOdd(q('sid=1&match=8'), 7).toString()).toBe('sid=1&activeOdd=7');
    expect(toggleActiveOdd(q('sid=1&activeOdd=7'), 7).toString()).toBe('sid=1');
    expect(toggleActiveOdd(q('sid=1&activeOdd=7'), 9).toString()).toBe('sid=1&activeOdd=9');
  });
});

describe('the MatchDetail link of a live row (its back button returns to the list)', () => {
  const m = { id: 7, sportId: 3, ttype: 'L' as const };

  it("carries the list's sport and country, not the match's", () => {
    expect(liveDetailPath('en', { sid: 1, cid: undefined, favorites: false }, m)).toBe(
      '/en/matchdetail/7?sid=1&ttype=L',
    );
    expect(liveDetailPath('en', { sid: 1, cid: 104, favorites: false }, m)).toBe(
      '/en/matchdetail/7?sid=1&cid=104&ttype=L',
    );
  });

  it('a favourite carries its own sport', () => {
    expect(liveDetailPath('tr', { sid: 1, cid: 104, favorites: true }, m)).toBe(
      '/tr/matchdetail/7?sid=3&ttype=L',
    );
  });
});

describe('the rows a live list keeps (section 4 removal rules)', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const row = (id: number, status: string, matchDate = '2026-01-01T11:00:00Z', tournamentName = 'B') => ({
    id,
    status,
    sportId: 1,
    matchDate,
    tournamentName,
  });

  it('"A match with status ended, interrupted, retired, walkover or after_ot is removed from the live list"', () => {
    const gone = goneKey({
      3: { status: 'ended' },
      1: { status: '2p' },
      2: { status: 'removed' },
      4: { status: 'retired' },
    });
    expect(gone).toBe('2,3,4');
    expect(
      keptLive([row(1, '2p'), row(2, '2p'), row(3, '2p'), row(5, '1p')], gone, now).map((m) => m.id),
    ).toEqual([1, 5]);
  });

  it('"A match that is not started and more than 5 minutes past its start is dropped from the live feed"', () => {
    expect(keptLive([row(1, 'not_started', '2026-01-01T11:54:00Z')], '', now)).toHaveLength(0);
    expect(keptLive([row(1, 'not_started', '2026-01-01T11:56:00Z')], '', now)).toHaveLength(1);
  });

  it('orders by time or by league like /live', () => {
    const list = [
      row(1, '1p', '2026-01-01T11:30:00Z', 'B'),
      row(2, '1p', '2026-01-01T11:00:00Z', 'C'),
      row(3, '1p', '2026-01-01T11:45:00Z', 'A'),
    ];
    expect(sortLive(list, 'time').map((m) => m.id)).toEqual([2, 1, 3]);
    expect(sortLive(list, 'league').map((m) => m.id)).toEqual([3, 1, 2]);
  });
});
