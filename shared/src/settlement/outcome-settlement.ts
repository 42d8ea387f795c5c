/**
 * A provider's settlement of one outcome (UOF bet_settlement): won or lost, with the share of the
 * stake returned as void (void factor) and the share of the win paid when several tie (dead-heat
 * factor), both in thousandths.
 */
export interface OutcomeVerdict {
  won: boolean;
  /** 0 none, 500 half (a half win or half loss), 1000 void */
  voidFactor: number;
  /** 1000 unless the outcome tied with others, e.g. 500 for a two-way dead heat */
  deadHeatFactor: number;
}

/**
 * What a line on the outcome multiplies its bets by, in thousandths, and its status: the part not
 * voided pays the odd (times the dead-heat factor) when won, nothing when lost; the voided part
 * comes back at 1. Rounded down once, as every payout here.
 */
export function verdictFactor(v: OutcomeVerdict, odd: number): { status: 1 | -1 | 2; factor: number } {
  const played = 1000 - v.voidFactor;
  const win = v.won ? Math.floor((odd * v.deadHeatFactor * played) / 1_000_000) : 0;
  const factor = win + v.voidFactor;
  const status = v.voidFactor >= 1000 ? 2 : v.won ? 1 : -1;
  return { status, factor };
}
