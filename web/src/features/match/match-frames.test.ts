import { describe, expect, it } from 'vitest';
import { FRAME_HEIGHT, matchFrames } from './match-frames.ts';

const settings = {
  tracker_url: 'https://tracker.example/{lang}/{matchId}',
  tv_url: 'https://tv.example/embed?id={matchId}&l={lang}',
  statistics_url: 'https://stats.example/{lang}/match/{matchId}',
  table_url: 'https://stats.example/{lang}/table/{matchId}',
};
const live = { ttype: 'L' as const, eid: 'sr:42', isStatAvailable: true, tv: true };
const ctx = { lang: 'en', loggedIn: true, settings };

describe('the frames of a match (sports-betting section 2 "tracker; TV; statistics; table tab")', () => {
  it('"TV, statistics and tracker iframes use templates with placeholders for match id and language"', () => {
    expect(matchFrames(live, ctx)).toEqual([
      { kind: 'tracker', src: 'https://tracker.example/en/sr%3A42', height: 1 / 1.993 },
      { kind: 'tv', src: 'https://tv.example/embed?id=sr%3A42&l=en', height: 0.563 },
      { kind: 'statistics', src: 'https://stats.example/en/match/sr%3A42', height: 1 },
      { kind: 'table', src: 'https://stats.example/en/table/sr%3A42', height: 1 },
    ]);
  });

  it('"TV frame height 0.563 times width; tracker height width/1.993"', () => {
    expect(FRAME_HEIGHT.tv).toBe(0.563);
    expect(FRAME_HEIGHT.tracker * 1.993).toBeCloseTo(1, 12);
  });

  it('shows nothing for a match without a source: what our simulator sends', () => {
    expect(matchFrames({ ttype: 'L' }, ctx)).toEqual([]);
    expect(matchFrames({ ttype: 'L', eid: null }, ctx)).toEqual([]);
    expect(matchFrames({ ttype: 'L', eid: '' }, ctx)).toEqual([]);
  });

  it('shows nothing where the site has no template: what our server sends', () => {
    expect(matchFrames(live, { ...ctx, settings: {} })).toEqual([]);
    expect(matchFrames(live, { ...ctx, settings: { tv_url: '  ' } })).toEqual([]);
  });

  it('"streams shown only when logged in"', () => {
    expect(matchFrames(live, { ...ctx, loggedIn: false }).map((f) => f.kind)).toEqual([
      'tracker',
      'statistics',
      'table',
    ]);
  });

  it('TV only for a match in the stream list; statistics and table only with statistics availability', () => {
    expect(matchFrames({ ...live, tv: false, isStatAvailable: false }, ctx).map((f) => f.kind)).toEqual([
      'tracker',
    ]);
  });

  it('a pre-match match has no tracker and no TV, its statistics still show', () => {
    expect(matchFrames({ ...live, ttype: 'N' }, ctx).map((f) => f.kind)).toEqual(['statistics', 'table']);
  });
});
