import { BingoBuy, BingoBuyAnswer, BingoMyCards, BingoRoomState } from '../api/bingo.ts';
import { route } from './route.ts';

/** Bingo (tombala): the room, and a player's cards (the draw itself comes over `/bingo`). */
export const bingo = {
  room: route({
    method: 'get',
    path: '/bingo/room',
    tag: 'casino',
    summary:
      'The draw being played (or the last one) and the draw on sale, as `/bingo` pushes it on connecting',
    access: 'public',
    response: BingoRoomState,
  }),
  cards: route({
    method: 'get',
    path: '/bingo/cards',
    tag: 'casino',
    summary: "The player's cards of the draw being played (or the last one) and of the draw on sale",
    access: 'user',
    response: BingoMyCards,
  }),
  buy: route({
    method: 'post',
    path: '/bingo/cards',
    tag: 'casino',
    summary:
      'Buys 1 to 6 cards of the draw on sale, debited at once. The same requestId answers the same cards and ' +
      'debits once (409 bingoRequestReused when it comes with another count). 422 insufficientBalance, ' +
      'bingoSalesClosed (no draw on sale), bingoTooManyCards (6 per draw), gameUnavailable (product off), ' +
      'wrongCurrency, or a responsible-gaming limit key; 403 rgSelfExcluded / rgTimedOut',
    access: 'user',
    body: BingoBuy,
    response: BingoBuyAnswer,
    status: 201,
  }),
};
