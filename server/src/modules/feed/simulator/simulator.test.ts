import { describe, expect, it } from 'vitest';
import { hasHalfTime, hasNoDraw, isFinalScore, setsToWin } from '@bet/shared';
import type { FeedMessage } from '../feed-types.ts';
import { footballMarkets } from './football-model.ts';
import { pointsMarkets } from './points-model.ts';
import { DEFAULT_MARGIN, isOfferable, priceOutcomes } from './pricing.ts';
import { SportsView } from '../../sports/index.ts';
import { Simulator, elapsedAt } from './simulator.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');

function run(seed: number, ticks: number, stepMs = 1000): FeedMessage[] {
  const sim = new Simulator({ seed, speed: 60 });
  const out = sim.initialMessages(NOW);
  for (let i = 1; i <= ticks; i++) out.push(...sim.tick(NOW + i * stepMs));
  return out;
}

describe('the simulator', () => {
  it('is deterministic for a seed, and another seed makes another world', () => {
    const a = JSON.stringify(run(42, 120));
    expect(JSON.stringify(run(42, 120))).toBe(a);
    expect(JSON.stringify(run(43, 120))).not.toBe(a);
  });

  it('builds a day of fixtures for every sport of the spec, some already live', () => {
    const fixtures = run(1, 0).flatMap((m) => (m.kind === 'fixture' ? [m.fixture] : []));
    expect(new Set(fixtures.map((f) => f.sportId))).toEqual(
      new Set([1, 3, 4, 5, 6, 7, 19, 23, 41, 109, 110, 111]),
    );
    const top = new Set(fixtures.filter((f) => f.top).map((f) => f.tournamentName));
    expect(top).toEqual(
      new Set(['Premier League', 'Ligue 1', 'Bundesliga', 'Serie A', 'Super Lig', 'LaLiga']),
    );
    expect(fixtures.some((f) => f.matchDate < NOW)).toBe(true);
    expect(Math.max(...fixtures.map((f) => f.matchDate))).toBeGreaterThan(NOW + 20 * 3600_000);
    expect(new Set(fixtures.map((f) => f.minTip))).toEqual(new Set([1, 2, 3]));
    expect(new Set(fixtures.map((f) => f.code)).size).toBe(fixtures.length);
    // Long shots carry their own terms: at least two matches, smaller stakes.
    const correctScore = fixtures.flatMap((f) => f.markets).find((m) => m.typeId === 45)!;
    expect(correctScore.outcomes.every((o) => (o.minTip ?? 0) >= 2)).toBe(true);
    expect(correctScore.outcomes[0]!.limits.singleMaxStake).toBeLessThan(25_000);
    const winner = fixtures.flatMap((f) => f.markets).find((m) => m.typeId === 1)!;
    expect(winner.outcomes[0]!.limits.singleMaxStake).toBe(25_000);
    const outcomeIds = fixtures.flatMap((f) => f.markets.flatMap((m) => m.outcomes.map((o) => o.id)));
    expect(new Set(outcomeIds).size).toBe(outcomeIds.length);
  });

  it('plays matches to the end: clock, half time, score, result, removal', () => {
    const messages = run(5, 400);
    const statuses = new Set(messages.flatMap((m) => (m.kind === 'state' ? [m.state.status] : [])));
    expect(statuses).toContain('1p');
    expect(statuses).toContain('paused');
    expect(statuses).toContain('ended');
    const results = messages.flatMap((m) => (m.kind === 'result' ? [m.result] : []));
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.status === 'ended' && r.score.home >= 0)).toBe(true);
    // Periods (halves, quarters, sets) add up to the final score.
    for (const r of results) {
      expect(r.periods.reduce((a, p) => a + p.home, 0)).toBe(r.score.home);
      expect(r.periods.reduce((a, p) => a + p.away, 0)).toBe(r.score.away);
    }
    expect(messages.some((m) => m.kind === 'suspend' && m.suspended)).toBe(true);
    expect(messages.some((m) => m.kind === 'remove')).toBe(true);
  });

  it("ends every match by its sport's format: no level basketball or baseball, sets to a winner, half time only with halves", () => {
    // four days of the seeded past, 15 matches a tournament a day: over 1,000 finals of every sport
    const finals = Simulator.past(11, NOW, 4, 15).map((p) => {
      const result = p.finish.find((m) => m.kind === 'result');
      if (p.fixture.kind !== 'fixture' || result?.kind !== 'result') throw new Error('no result');
      return { sportId: p.fixture.fixture.sportId, result: result.result };
    });
    const of = (sportId: number) => finals.filter((f) => f.sportId === sportId).map((f) => f.result);
    expect(finals.length).toBeGreaterThanOrEqual(1000);
    expect(of(3).length).toBeGreaterThanOrEqual(100);
    const problems: string[] = [];
    for (const { sportId, result: r } of finals) {
      const score = `${sportId} ${r.score.home}-${r.score.away}`;
      if (hasNoDraw(sportId) && r.score.home === r.score.away) problems.push(`level ${score}`);
      const sets = setsToWin(sportId);
      if (
        sets !== null &&
        (Math.max(r.score.home, r.score.away) !== sets || Math.min(r.score.home, r.score.away) >= sets)
      )
        problems.push(`not a finished best of ${2 * sets - 1}: ${score}`);
      if (r.halftime !== null && !hasHalfTime(sportId)) problems.push(`half time in ${score}`);
      if (hasHalfTime(sportId) && r.halftime === null) problems.push(`no half time in ${score}`);
      // the periods (halves, quarters, sets, overtime) still add up to the final score
      if (r.periods.reduce((a, p) => a + p.home, 0) !== r.score.home) problems.push(`periods of ${score}`);
      if (r.periods.reduce((a, p) => a + p.away, 0) !== r.score.away) problems.push(`periods of ${score}`);
    }
    expect(problems.slice(0, 12)).toEqual([]);
    // a set is won 1-0: each period of a sets sport is one set
    for (const sportId of [5, 23, 41, 109, 110, 111])
      for (const r of of(sportId))
        expect(
          r.periods.every((p) => p.home + p.away === 1),
          `${sportId} ${JSON.stringify(r.periods)}`,
        ).toBe(true);
    // both sides still win: the format decides, the model's favourite does not always
    for (const sportId of [3, 5, 7, 23, 41, 111]) {
      const wins = of(sportId).filter((r) => r.score.home > r.score.away).length;
      expect(wins / of(sportId).length, String(sportId)).toBeGreaterThan(0.3);
      expect(wins / of(sportId).length, String(sportId)).toBeLessThan(0.7);
    }
  });

  it('keeps a day ahead: finished matches are replaced by new fixtures', () => {
    // Three hours of real time, a tick a minute: matches start, finish and are replaced.
    const messages = run(5, 180, 60_000);
    const initial = run(5, 0).filter((m) => m.kind === 'fixture').length;
    expect(messages.filter((m) => m.kind === 'fixture').length).toBeGreaterThan(initial);
  });
});

describe('pricing', () => {
  it('odds of a market imply probabilities that sum to 1 plus the margin', () => {
    const markets = footballMarkets({
      homeRate: 1.6,
      awayRate: 1.1,
      remaining: 1,
      score: { home: 0, away: 0 },
      firstHalf: true,
      live: false,
    });
    const offered = markets.filter((mk) => mk.typeId !== 10 && isOfferable(mk.outcomes.map((o) => o.p)));
    expect(offered.length).toBeGreaterThan(10);
    expect(isOfferable([0.99, 0.01])).toBe(false);
    for (const m of offered) {
      const implied = priceOutcomes(m.outcomes.map((o) => o.p)).reduce((a, odd) => a + 1 / odd, 0);
      expect(implied, `${m.name} ${m.special}`).toBeGreaterThan(1 + DEFAULT_MARGIN - 0.005);
      expect(implied, `${m.name} ${m.special}`).toBeLessThan(1 + DEFAULT_MARGIN + 0.08);
    }
  });

  it('football markets agree: double chance is the sum of its 1X2 parts, over and under are complements', () => {
    const markets = footballMarkets({
      homeRate: 1.4,
      awayRate: 1.2,
      remaining: 1,
      score: { home: 0, away: 0 },
      firstHalf: true,
      live: false,
    });
    const [home, draw, away] = markets.find((m) => m.typeId === 1)!.outcomes.map((o) => o.p) as [
      number,
      number,
      number,
    ];
    expect(home + draw + away).toBeCloseTo(1, 6);
    const dc = markets.find((m) => m.typeId === 10)!.outcomes.map((o) => o.p);
    expect(dc[0]).toBeCloseTo(home + draw, 9);
    const ou = markets.find((m) => m.typeId === 18 && m.special === '2.5')!.outcomes.map((o) => o.p);
    expect(ou[0]! + ou[1]!).toBeCloseTo(1, 9);
    expect(markets.map((m) => m.typeId)).toEqual(
      expect.arrayContaining([1, 10, 29, 18, 14, 60, 68, 47, 45, 166, 139]),
    );
  });

  it('a goal moves the 1X2 odds the right way', () => {
    const base = { homeRate: 1.4, awayRate: 1.4, remaining: 0.5, firstHalf: false, live: true } as const;
    const level = footballMarkets({ ...base, score: { home: 0, away: 0 } }).find((m) => m.typeId === 1)!;
    const ahead = footballMarkets({ ...base, score: { home: 1, away: 0 } }).find((m) => m.typeId === 1)!;
    const odds = (m: typeof level) => priceOutcomes(m.outcomes.map((o) => o.p));
    expect(odds(ahead)[0]).toBeLessThan(odds(level)[0]!);
    expect(odds(ahead)[2]).toBeGreaterThan(odds(level)[2]!);
    // Live markets price the next goal and the rest of the match.
    const live = footballMarkets({ ...base, score: { home: 1, away: 0 } });
    expect(live.find((m) => m.typeId === 8)?.special).toBe('2');
    expect(live.find((m) => m.typeId === 41)?.special).toBe('1:0');
  });

  it('points sports: the stronger side is the favourite and the total line sits at the mean', () => {
    const [winner, total] = pointsMarkets({
      marginMean: 6,
      marginSd: 12,
      totalMean: 160,
      totalSd: 15,
      remaining: 1,
      score: { home: 0, away: 0 },
    });
    expect(winner!.outcomes[0]!.p).toBeGreaterThan(0.6);
    expect(total!.special).toBe('160.5');
  });
});

describe('resuming a stored world', () => {
  it('plays stored matches on: same ids, scores and clocks, newer versions, and results at the end', () => {
    const sim = new Simulator({ seed: 7, speed: 60 });
    const view = new SportsView();
    view.apply(sim.initialMessages(NOW), NOW);
    for (let i = 1; i <= 20; i++) view.apply(sim.tick(NOW + i * 1000), NOW + i * 1000);
    const at = NOW + 20_000;
    const stored = [...view.all()].map((m) => structuredClone(m));
    const live = stored.filter((m) => m.ttype === 'L' && !m.result && /^\dp$/.test(m.status));
    expect(live.length).toBeGreaterThan(0);
    const next = new Simulator({
      seed: 7,
      speed: 60,
      resume: stored,
      firstMatchId: Math.max(...stored.map((m) => m.id)) + 1,
    });
    const first = next.resume(at);
    expect(first.some((m) => m.kind === 'fixture')).toBe(false);
    const changes = view.apply(first, at);
    // Every message is newer than what is stored, so all of it applies.
    for (const m of live) {
      expect(changes.markets.map((c) => c.id)).toContain(m.id);
      const state = first.find((x) => x.kind === 'state' && x.matchId === m.id);
      expect(state?.kind === 'state' && state.state).toMatchObject({
        status: m.status,
        score: m.score,
        time: m.time,
      });
    }
    // Played to the end, each resumed match ends from where it stood, periods adding up.
    const later: FeedMessage[] = [];
    for (let i = 1; i <= 240; i++) later.push(...next.tick(at + i * 60_000));
    for (const m of live) {
      const result = later.find((x) => x.kind === 'result' && x.matchId === m.id);
      expect(result, `match ${m.id}`).toBeDefined();
      if (result?.kind !== 'result') continue;
      expect(result.result.score.home).toBeGreaterThanOrEqual(m.score!.home);
      expect(result.result.score.away).toBeGreaterThanOrEqual(m.score!.away);
      expect(result.result.periods.reduce((a, p) => a + p.home + p.away, 0)).toBe(
        result.result.score.home + result.result.score.away,
      );
    }
    // New fixtures take ids after the stored ones.
    const newIds = later.flatMap((x) => (x.kind === 'fixture' ? [x.matchId] : []));
    expect(newIds.length).toBeGreaterThan(0);
    expect(Math.min(...newIds)).toBeGreaterThan(Math.max(...stored.map((m) => m.id)));
  });

  it('gives a match that ended without a result its result, and leaves unknown leagues alone', () => {
    const sim = new Simulator({ seed: 8, speed: 60 });
    const view = new SportsView();
    view.apply(sim.initialMessages(NOW), NOW);
    const [a, b] = [...view.all()].filter((m) => m.sportId === 1);
    const ended = {
      ...structuredClone(a!),
      status: 'ended',
      ttype: 'L' as const,
      score: { home: 2, away: 1 },
    };
    ended.periods = [
      { home: 1, away: 0 },
      { home: 1, away: 1 },
    ];
    const foreign = { ...structuredClone(b!), tournamentName: 'Another feed league' };
    const out = new Simulator({ seed: 8, speed: 60, resume: [ended, foreign] }).resume(NOW);
    const result = out.find((m) => m.kind === 'result');
    expect(result?.kind === 'result' && result.result).toMatchObject({
      status: 'ended',
      score: { home: 2, away: 1 },
      halftime: { home: 1, away: 0 },
    });
    expect(out.some((m) => m.matchId === foreign.id)).toBe(false);
  });

  it('reads a sets match stored with another score (games, sets short of their periods) back as sets won', () => {
    const sim = new Simulator({ seed: 9, speed: 60 });
    const view = new SportsView();
    view.apply(sim.initialMessages(NOW), NOW);
    const tennis = [...view.all()].find((m) => m.sportId === 5)!;
    // a tennis match stored mid-way through its second set, scored in games
    const stored = {
      ...structuredClone(tennis),
      status: '2p',
      ttype: 'L' as const,
      time: { minute: 40, extra: 0 },
      score: { home: 8, away: 6 },
      periods: [{ home: 6, away: 4 }],
    };
    const next = new Simulator({ seed: 9, speed: 60, resume: [stored], firstMatchId: 200_000 });
    const first = next.resume(NOW);
    const state = first.find((m) => m.kind === 'state');
    expect(state?.kind === 'state' && state.state).toMatchObject({
      score: { home: 1, away: 0 },
      periods: [{ home: 1, away: 0 }],
    });
    const later: FeedMessage[] = [];
    for (let i = 1; i <= 120; i++) later.push(...next.tick(NOW + i * 60_000));
    const result = later.find((m) => m.kind === 'result' && m.matchId === stored.id);
    expect(result?.kind === 'result' && isFinalScore(5, result.result.score)).toBe(true);
  });

  it('reads a stored clock back to the time played', () => {
    const football = { durationMin: 90, periods: 2, breakMin: 15 };
    expect(elapsedAt(football, '1p', { minute: 1, extra: 0 })).toBe(0);
    expect(elapsedAt(football, '2p', { minute: 70, extra: 0 })).toBe(69 * 60 + 15 * 60);
    expect(elapsedAt(football, 'paused', null)).toBe(45 * 60);
    const basketball = { durationMin: 40, periods: 4, breakMin: 2 };
    expect(elapsedAt(basketball, 'pause3', null)).toBe(30 * 60 + 2 * 2 * 60);
  });
});
