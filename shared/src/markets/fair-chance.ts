import { outcomeRule, type SettlementResult } from './settle.ts';

/** One way a match can end, with its chance in a pricing model. */
export interface WeightedResult {
  p: number;
  result: SettlementResult;
}

/**
 * The fair chance of an outcome under a model, read from how settlement pays it on each result:
 * what is won counts in full (half for a half win), what is refunded (a push, the refunded half of
 * a half win or half loss) is taken out of the stake at risk. A fair odd of 1 / chance then
 * returns the stake on average. Results the rule cannot settle mean the model lacks what the
 * market reads: that is a mistake in the model, so it throws.
 */
export function fairChance(
  typeId: number,
  special: string,
  outcome: string,
  results: Iterable<WeightedResult>,
): number {
  const rule = outcomeRule(typeId, special, outcome);
  let all = 0;
  let won = 0;
  let refunded = 0;
  for (const { p, result } of results) {
    all += p;
    switch (rule(result)) {
      case 'won':
        won += p;
        break;
      case 'halfWon':
        won += p / 2;
        refunded += p / 2;
        break;
      case 'void':
        refunded += p;
        break;
      case 'halfLost':
        refunded += p / 2;
        break;
      case 'lost':
        break;
      case null:
        throw new Error(`market ${typeId} '${special}' ${outcome}: the model does not say how it settles`);
    }
  }
  const atRisk = all - refunded;
  return atRisk > 0 ? won / atRisk : 0;
}
