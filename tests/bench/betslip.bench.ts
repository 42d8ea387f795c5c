import {
  DEFAULT_CAPS,
  DEFAULT_USER,
  evaluateSlip,
  systemTotals,
  systemTotalsByEnumeration,
  type Slip,
  type SlipPick,
  type SlipUser,
} from '@bet/shared';

/**
 * A system slip of 20 picks, every combination size ticked, 3 bankers: the engine's closed form
 * (elementary symmetric sums by dynamic programming) against walking every combination. Both must
 * agree on the number of bets, the total odds and the max pay.
 */
export async function run(): Promise<void> {
  const odds = Array.from({ length: 20 }, (_, i) => 1500 + ((i * 379) % 2500));
  const bankers = odds.slice(0, 3);
  const free = odds.slice(3);
  const sizes = free.map((_, i) => i + 1);
  const stakePerBet = 100;

  const closed = time(() => systemTotals(bankers, free, sizes), 2000);
  const enumerated = time(() => systemTotalsByEnumeration(bankers, free, sizes), 3);
  const slip: Slip = {
    picks: odds.map((o, i) => pickAt(i, o / 1000, i < 3)),
    system: sizes,
    stake: stakePerBet,
  };
  // a site may allow more than 10 system matches; here it does so every size can be ticked
  const caps = { ...DEFAULT_CAPS, maxSystemMatches: 20 };
  const user: SlipUser = {
    ...DEFAULT_USER,
    staketype: 0,
    limits: {
      ...DEFAULT_USER.limits,
      system: { ...DEFAULT_USER.limits.system, maxStake: 1e9, maxPay: 1e15 },
    },
  };
  const full = time(() => evaluateSlip(slip, user, caps), 2000);

  const e = enumerated.result;
  const enumeratedPay = Number((BigInt(stakePerBet) * e.oddsSum) / e.scale);
  const s = full.result;
  if (closed.result.oddsSum !== e.oddsSum || closed.result.bets !== e.bets || s.bets !== e.bets)
    throw new Error('closed form and enumeration disagree on bets or summed odds');
  if (s.maxPay !== enumeratedPay) throw new Error(`max pay ${s.maxPay} != enumerated ${enumeratedPay}`);
  if (!s.creatable) throw new Error(`bench slip refused: ${JSON.stringify(s.messages)}`);

  console.log(`system slip: 20 picks, 3 bankers, sizes 1-17 ticked, ${s.bets} bets`);
  console.log(`  total odds ${s.totalOdds}, max pay ${s.maxPay} (minor units) at ${stakePerBet} per bet`);
  console.log(`  closed form (dynamic programme): ${fmt(closed.ms)} per slip`);
  console.log(`  plain enumeration of 2^17 combinations: ${fmt(enumerated.ms)} per slip`);
  console.log(`  speed-up: ${(enumerated.ms / closed.ms).toFixed(0)}x`);
  console.log(`  whole evaluateSlip (type, bets, total odds, max pay, messages): ${fmt(full.ms)} per slip`);
}

function pickAt(i: number, odd: number, banker: boolean): SlipPick {
  return {
    matchId: i + 1,
    marketId: i + 1,
    outcomeId: i + 1,
    odd,
    banker,
    addedAt: Date.now(),
    match: {
      home: `Home ${i + 1}`,
      away: `Away ${i + 1}`,
      sportId: 1,
      matchDate: new Date(Date.now() + 3_600_000).toISOString(),
      ttype: 'N',
      status: '',
      betStatus: 'started',
      active: true,
      iss: false,
      isv: true,
      minTip: 1,
    },
    market: { typeId: 1, name: '1X2', special: '', active: true, iss: false, isv: true },
    outcome: { name: '1', active: true, iss: false, isv: true },
  };
}

function time<T>(fn: () => T, runs: number): { ms: number; result: T } {
  let result = fn();
  const start = performance.now();
  for (let i = 0; i < runs; i++) result = fn();
  return { ms: (performance.now() - start) / runs, result };
}

function fmt(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(1)} ms`;
}
