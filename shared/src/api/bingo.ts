import { z } from 'zod';
import { BINGO_STAGES } from '../bingo/bingo.ts';

/**
 * Bingo (tombala) on the API and the `/bingo` socket. Amounts are major units, as everywhere on
 * the API; times are epoch milliseconds of the server's clock, so a countdown needs no parsing.
 */
export const BINGO_MAX_CARDS = 6;

export const BingoStageName = z.enum(BINGO_STAGES);

/** selling: cards are on sale until `startsAt`; drawing: balls come; finished: full house won; cancelled: no card sold */
export const BingoDrawStatus = z.enum(['selling', 'drawing', 'finished', 'cancelled']);
export type BingoDrawStatus = z.infer<typeof BingoDrawStatus>;

export const BingoCardRows = z.array(z.array(z.number().int()));

export const BingoWinner = z
  .object({
    drawId: z.number().int(),
    stage: BingoStageName,
    cardId: z.number().int(),
    /** masked, as jackpot winners are */
    userName: z.string(),
    amount: z.number(),
    /** the ball that decided it (its position in the draw, from 1) */
    ball: z.number().int(),
  })
  .meta({ id: 'BingoWinner' });
export type BingoWinner = z.infer<typeof BingoWinner>;

export const BingoDrawView = z
  .object({
    id: z.number().int(),
    status: BingoDrawStatus,
    startsAt: z.number(),
    cardPrice: z.number(),
    currency: z.string(),
    cardsSold: z.number().int(),
    /** each prize: fixed when the draw starts, from the sales so far while selling */
    prizes: z.object({ oneLine: z.number(), twoLines: z.number(), fullHouse: z.number() }),
    /** the balls in the order drawn */
    balls: z.array(z.number().int()),
    /** the prize played for now; null once the full house is won or before the draw */
    stage: BingoStageName.nullable(),
    winners: z.array(BingoWinner),
  })
  .meta({ id: 'BingoDraw' });
export type BingoDrawView = z.infer<typeof BingoDrawView>;

/** `state` of `/bingo`: the room on connecting and whenever a draw changes status. */
export const BingoRoomState = z
  .object({
    /** the draw being played, or the last one played */
    current: BingoDrawView.nullable(),
    /** the draw on sale (the next one) */
    next: BingoDrawView.nullable(),
    /** the time between two balls */
    ballMs: z.number().int(),
    serverTime: z.number(),
  })
  .meta({ id: 'BingoRoomState' });
export type BingoRoomState = z.infer<typeof BingoRoomState>;

/** `ball` of `/bingo`: one ball of a draw, the `seq`-th. */
export const BingoBallPush = z.object({
  drawId: z.number().int(),
  seq: z.number().int(),
  number: z.number().int(),
  ts: z.number(),
});
export type BingoBallPush = z.infer<typeof BingoBallPush>;

/** `winner` of `/bingo`: the cards that won a prize on one ball, with each card's share. */
export const BingoWinnerPush = z.array(BingoWinner);
export type BingoWinnerPush = z.infer<typeof BingoWinnerPush>;

export const BingoBuy = z.object({
  /** the client's id of this purchase: sent again, it answers the same cards and debits once */
  requestId: z.string().min(8).max(64),
  count: z.number().int().min(1).max(BINGO_MAX_CARDS),
});
export type BingoBuy = z.infer<typeof BingoBuy>;

export const BingoCardView = z
  .object({ id: z.number().int(), drawId: z.number().int(), rows: BingoCardRows })
  .meta({ id: 'BingoCard' });
export type BingoCardView = z.infer<typeof BingoCardView>;

export const BingoBuyAnswer = z.object({
  drawId: z.number().int(),
  cards: z.array(BingoCardView),
  amount: z.number(),
  /** the player's balance after the purchase */
  credit: z.number(),
});
export type BingoBuyAnswer = z.infer<typeof BingoBuyAnswer>;

/** The player's cards of the draw being played (or last played) and of the next one. */
export const BingoMyCards = z.object({ cards: z.array(BingoCardView) });
export type BingoMyCards = z.infer<typeof BingoMyCards>;
