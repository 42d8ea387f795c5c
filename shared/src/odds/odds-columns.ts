import type { Market, Outcome } from '../api/sports.ts';

// Apart from the layout table, so a row that lays out its odds does not carry the table.

/**
 * The odds-column layout of section 9: per sport, rate groups with an id, a name OTL_{id} and two
 * or three columns OCL_{sport}_{type}_{outcome}, each column one outcome of one market type. A
 * list row under a group shows its market's outcomes in the group's column order, and the live
 * list offers a sport's tabs (rate groups) to choose which one its rows show.
 */
export interface RateGroup {
  id: number;
  /** OTL_{id} */
  name: string;
  /** the market type the group's columns belong to */
  typeId: number;
  /** OCL_{sport}_{type}_{outcome}, in display order */
  columns: readonly string[];
}

/** The outcome code a column shows (OCL_1_18_Over → 'Over'). */
export function columnOutcome(column: string): string {
  return column.split('_').slice(3).join('_');
}

/**
 * A market's outcomes in the group's columns: one cell per column, empty where the market lacks
 * that outcome, so every row of a list lines up under the same headers.
 */
export function columnCells(group: RateGroup, market: Pick<Market, 'outcomes'>): (Outcome | undefined)[] {
  return group.columns.map((c) => market.outcomes.find((o) => o.name === columnOutcome(c)));
}
