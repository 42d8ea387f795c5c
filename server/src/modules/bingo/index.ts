// Bingo (tombala): scheduled 90-ball draws, cards bought through the wallet, prizes paid by the
// server, and the `/bingo` socket every player watches the same draw on.
import { contract, toMinor } from '@bet/shared';
import type { Module } from '../../context.ts';
import { currentUser } from '../auth/index.ts';
import type { UserPush } from '../realtime/index.ts';
import { startBingoRoom } from './bingo-room.ts';
import { buyCards, myCards, readRoom, type BingoSchedule } from './bingo.service.ts';

/** A card's price, and the one currency the room plays in (the site's, TL). */
export const BINGO_CARD_PRICE = toMinor(5);
export const BINGO_CURRENCY = 'TRY';

export const createBingoModule = (options: { push: UserPush }): Module => ({
  name: 'bingo',
  async mount(api, ctx) {
    const schedule: BingoSchedule = {
      intervalMs: ctx.config.bingoIntervalMs,
      ballMs: ctx.config.bingoBallMs,
      cardPrice: BINGO_CARD_PRICE,
      currency: BINGO_CURRENCY,
    };
    const db = ctx.database.db;
    api.implement(contract.bingo.room, () => readRoom(db, schedule));
    api.implement(contract.bingo.cards, ({ req }) => myCards(db, currentUser(req).id));
    api.implement(contract.bingo.buy, async ({ req, body }) => {
      const user = currentUser(req);
      const answer = await buyCards(ctx.database, { id: user.id, currency: user.currency }, body);
      options.push.balanceIs(user.id, toMinor(answer.credit));
      return answer;
    });
    await startBingoRoom(ctx, schedule, options.push);
  },
});
