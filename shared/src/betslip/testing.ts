import type { SlipPick } from './types.ts';

/** A bettable pre-match pick for tests: match `m`, market `mk`, outcome `o`, at `odd`. */
export function pick(
  m: number,
  odd: number,
  overrides: Partial<SlipPick> & { mk?: number; o?: number } = {},
): SlipPick {
  const { mk = m * 10, o = m * 100, ...rest } = overrides;
  return {
    matchId: m,
    marketId: mk,
    outcomeId: o,
    odd,
    banker: false,
    addedAt: Date.parse('2026-11-22T12:00:00Z'),
    match: {
      home: `Home ${m}`,
      away: `Away ${m}`,
      sportId: 1,
      matchDate: '2026-11-22T18:00:00Z',
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
    ...rest,
  };
}
