import { MARKET, type MarketQuote } from './market-types.ts';
import { poissonPmf } from './pricing.ts';

/** What the goal model needs: expected goals over a full match and the state so far. */
export interface GoalModelState {
  homeRate: number;
  awayRate: number;
  /** share of the match still to play, 1 before kick-off */
  remaining: number;
  score: { home: number; away: number };
  halfTime?: { home: number; away: number } | undefined;
  /** in the first half (or before it) */
  firstHalf: boolean;
  live: boolean;
}

const MAX_GOALS = 10;
/** Share of a match's goals expected in the first half. */
const FIRST_HALF_SHARE = 0.45;

/** P(final home goals = i, away = j) for the rest of the match, added to the current score. */
function finalScoreMatrix(s: GoalModelState): number[][] {
  const ph = poissonPmf(s.homeRate * s.remaining, MAX_GOALS);
  const pa = poissonPmf(s.awayRate * s.remaining, MAX_GOALS);
  const m: number[][] = [];
  for (let i = 0; i <= MAX_GOALS + s.score.home; i++) {
    m.push([]);
    for (let j = 0; j <= MAX_GOALS + s.score.away; j++) {
      const a = ph[i - s.score.home] ?? 0;
      const b = pa[j - s.score.away] ?? 0;
      m[i]!.push(i >= s.score.home && j >= s.score.away ? a * b : 0);
    }
  }
  return m;
}

function sumWhere(m: number[][], pred: (i: number, j: number) => boolean): number {
  let total = 0;
  for (let i = 0; i < m.length; i++)
    for (let j = 0; j < m[i]!.length; j++) if (pred(i, j)) total += m[i]![j]!;
  return total;
}

function threeWay(m: number[][], offset = 0): [number, number, number] {
  return [
    sumWhere(m, (i, j) => i + offset > j),
    sumWhere(m, (i, j) => i + offset === j),
    sumWhere(m, (i, j) => i + offset < j),
  ];
}

const q = (
  t: { id: number; name: string },
  special: string,
  outcomes: Array<[string, number]>,
  cashout = true,
): MarketQuote => ({
  typeId: t.id,
  name: t.name,
  special,
  cashout,
  outcomes: outcomes.map(([name, p]) => ({ name, p })),
});

/**
 * Every football market from one Poisson goal model, so they agree with each other: 1X2, double
 * chance, over/under lines, both teams to score, handicaps, correct score, half-time markets, and
 * corners and cards from their own rates. Live, the model prices the rest of the match on top of
 * the current score (next goal and rest-of-match too).
 */
export function footballMarkets(s: GoalModelState): MarketQuote[] {
  const m = finalScoreMatrix(s);
  const [home, draw, away] = threeWay(m);
  const goals = s.score.home + s.score.away;
  const markets: MarketQuote[] = [
    q(MARKET.matchResult, '', [
      ['1', home],
      ['X', draw],
      ['2', away],
    ]),
    q(MARKET.doubleChance, '', [
      ['1X', home + draw],
      ['12', home + away],
      ['X2', draw + away],
    ]),
    q(MARKET.bothTeamsScore, '', [
      ['Yes', sumWhere(m, (i, j) => i > 0 && j > 0)],
      ['No', sumWhere(m, (i, j) => i === 0 || j === 0)],
    ]),
  ];
  for (const line of [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]) {
    if (line < goals) continue;
    const over = sumWhere(m, (i, j) => i + j > line);
    markets.push(
      q(MARKET.overUnder, String(line), [
        ['Over', over],
        ['Under', 1 - over],
      ]),
    );
  }
  // '1:0': the home side starts one goal up; '0:1': the away side does (settlement's meaning).
  for (const h of [1, -1]) {
    const [a, b, c] = threeWay(m, h);
    markets.push(
      q(MARKET.handicap, h > 0 ? `${h}:0` : `0:${-h}`, [
        ['1', a],
        ['X', b],
        ['2', c],
      ]),
    );
  }
  if (!s.live || s.firstHalf) {
    const firstRemaining = s.live ? Math.max(0, s.remaining - (1 - FIRST_HALF_SHARE)) : FIRST_HALF_SHARE;
    const ht = finalScoreMatrix({ ...s, remaining: firstRemaining });
    const [h1, d1, a1] = threeWay(ht);
    markets.push(
      q(MARKET.halfTimeResult, '', [
        ['1', h1],
        ['X', d1],
        ['2', a1],
      ]),
    );
    const htOver = sumWhere(ht, (i, j) => i + j > 1.5);
    if (goals < 1.5)
      markets.push(
        q(MARKET.firstHalfOverUnder, '1.5', [
          ['Over', htOver],
          ['Under', 1 - htOver],
        ]),
      );
    if (!s.live) markets.push(halfTimeFullTime(s));
  }
  if (!s.live) {
    const scores: Array<[string, number]> = [];
    let listed = 0;
    for (let i = 0; i <= 3; i++)
      for (let j = 0; j <= 3; j++) {
        const p = m[i]?.[j] ?? 0;
        scores.push([`${i}:${j}`, p]);
        listed += p;
      }
    scores.push(['Other', Math.max(0.001, 1 - listed)]);
    markets.push(q(MARKET.correctScore, '', scores, false));
    markets.push(overUnderPoisson(MARKET.corners, 9.5, 10.2 * s.remaining));
    markets.push(overUnderPoisson(MARKET.cards, 3.5, 4.1 * s.remaining));
  } else {
    const lh = s.homeRate * s.remaining;
    const la = s.awayRate * s.remaining;
    const none = Math.exp(-(lh + la));
    const scoreShare = lh + la > 0 ? (1 - none) / (lh + la) : 0;
    markets.push(
      q(
        MARKET.nextGoal,
        String(goals + 1),
        [
          ['1', lh * scoreShare],
          ['None', none],
          ['2', la * scoreShare],
        ],
        false,
      ),
    );
    const rest = finalScoreMatrix({ ...s, score: { home: 0, away: 0 } });
    const [rh, rd, ra] = threeWay(rest);
    markets.push(
      q(
        MARKET.remainingMatch,
        `${s.score.home}:${s.score.away}`,
        [
          ['1', rh],
          ['X', rd],
          ['2', ra],
        ],
        false,
      ),
    );
  }
  return markets;
}

function overUnderPoisson(t: { id: number; name: string }, line: number, rate: number): MarketQuote {
  const pmf = poissonPmf(rate, 40);
  const under = pmf.slice(0, Math.floor(line) + 1).reduce((a, p) => a + p, 0);
  return q(t, String(line), [
    ['Over', 1 - under],
    ['Under', under],
  ]);
}

/** Half time / full time from independent halves: 9 outcomes like '1/1', 'X/2'. */
function halfTimeFullTime(s: GoalModelState): MarketQuote {
  const h1 = poissonPmf(s.homeRate * FIRST_HALF_SHARE, 7);
  const a1 = poissonPmf(s.awayRate * FIRST_HALF_SHARE, 7);
  const h2 = poissonPmf(s.homeRate * (1 - FIRST_HALF_SHARE), 7);
  const a2 = poissonPmf(s.awayRate * (1 - FIRST_HALF_SHARE), 7);
  const sign = (d: number) => (d > 0 ? '1' : d === 0 ? 'X' : '2');
  const p = new Map<string, number>();
  for (let a = 0; a <= 7; a++)
    for (let b = 0; b <= 7; b++)
      for (let c = 0; c <= 7; c++)
        for (let d = 0; d <= 7; d++) {
          const key = `${sign(a - b)}/${sign(a + c - b - d)}`;
          p.set(key, (p.get(key) ?? 0) + h1[a]! * a1[b]! * h2[c]! * a2[d]!);
        }
  const order = ['1/1', '1/X', '1/2', 'X/1', 'X/X', 'X/2', '2/1', '2/X', '2/2'];
  return q(
    MARKET.halfTimeFullTime,
    '',
    order.map((k) => [k, p.get(k) ?? 0]),
    false,
  );
}
