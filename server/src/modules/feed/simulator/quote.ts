import { fairChance, marketTypeDefinition, type SettlementBasis, type WeightedResult } from '@bet/shared';
import type { MarketOffer, MarketQuote } from './market-types.ts';

/**
 * A model's chances of every way a match can end, for the part of a result a market is settled
 * on (its type's basis). Each basis is a marginal of the same model.
 */
export type ResultChances = (basis: SettlementBasis) => readonly WeightedResult[];

/**
 * Builds each basis's results once, when a market first needs them; a basis the model does not
 * give (half time once it is over, corners live) is a mistake in the offers, so it throws.
 */
export function lazyChances(
  builders: Partial<Record<SettlementBasis, (() => WeightedResult[]) | null>>,
): ResultChances {
  const built = new Map<SettlementBasis, WeightedResult[]>();
  return (basis) => {
    let results = built.get(basis);
    if (!results) {
      const build = builders[basis];
      if (!build) throw new Error(`the model does not give chances for ${basis}`);
      results = build();
      built.set(basis, results);
    }
    return results;
  };
}

/**
 * The results a market of a type is priced over: its basis's results, or a shorter list of
 * results that a model proves pays the same (the pricing consistency test checks it).
 */
export type MarketChances = (typeId: number, basis: SettlementBasis) => readonly WeightedResult[];

/**
 * Prices offers from a model: every outcome's fair chance is read from how settlement pays it on
 * each result of the model (shared `fairChance`), so a market is priced by the meaning it is
 * settled by. A type without a written meaning, or a special that does not fit it, throws.
 */
export function quoteMarkets(chances: MarketChances, offers: readonly MarketOffer[]): MarketQuote[] {
  return offers.map((offer) => {
    const definition = marketTypeDefinition(offer.typeId);
    if (!definition) throw new Error(`market type ${offer.typeId} has no written meaning`);
    const results = chances(offer.typeId, definition.basis);
    return {
      typeId: offer.typeId,
      name: definition.name,
      special: offer.special,
      cashout: offer.cashout,
      outcomes: offer.outcomes.map((name) => ({
        name,
        p: fairChance(offer.typeId, offer.special, name, results),
      })),
    };
  });
}

/** The outcomes of a type as its definition lists them. */
export function outcomesOf(typeId: number): readonly string[] {
  return marketTypeDefinition(typeId)?.outcomes ?? [];
}

/** A market a model offers: its type's every outcome, on its line (`special`). */
export function offerOf(typeId: number, special = '', cashout = true): MarketOffer {
  return { typeId, special, outcomes: outcomesOf(typeId), cashout };
}

/** Scales chances (in place) to sum to 1: a model's tails are cut, and what is left is the model. */
export function normalised(results: WeightedResult[]): WeightedResult[] {
  let total = 0;
  for (const r of results) total += r.p;
  for (const r of results) r.p /= total;
  return results;
}
