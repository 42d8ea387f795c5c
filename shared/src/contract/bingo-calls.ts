// A module of its own, so only the bingo page's chunk carries it.
import type { BingoContract, CallsOf } from './call-areas.ts';

/** How to call the bingo area (see LazyPlayerArea): only the bingo page does. */
export const BINGO_CALLS: CallsOf<BingoContract> = {
  bingo: {
    room: { method: 'get', path: '/bingo/room' },
    cards: { method: 'get', path: '/bingo/cards' },
    buy: { method: 'post', path: '/bingo/cards', body: true },
  },
};
