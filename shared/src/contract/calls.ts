import { BACK_OFFICE_CALLS } from './back-office-calls.ts';
import { BINGO_CALLS } from './bingo-calls.ts';
import type { CallTable } from './call-areas.ts';
import { PLAYER_CALLS } from './player-calls.ts';

export { BACK_OFFICE_CALLS, BINGO_CALLS, PLAYER_CALLS };
export type {
  BackOfficeArea,
  BackOfficeContract,
  BingoContract,
  CallsOf,
  CallTable,
  LazyPlayerArea,
  PlayerContract,
} from './call-areas.ts';

/**
 * How to call each contract entry, without its schemas (see CallShape). The keys must match the
 * contract (typecheck) and each shape its entry (calls.test.ts).
 */
export const CALLS: CallTable = { ...PLAYER_CALLS, ...BINGO_CALLS, ...BACK_OFFICE_CALLS };
