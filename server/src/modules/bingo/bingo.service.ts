import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  BINGO_BALLS,
  BINGO_MAX_CARDS,
  BINGO_STAGES,
  bingoPrizes,
  decideBall,
  drawBall,
  generateCard,
  maskedWinnerName,
  splitPrize,
  toMajor,
  type BingoBuy,
  type BingoBuyAnswer,
  type BingoCard,
  type BingoCardView,
  type BingoDrawStatus,
  type BingoDrawView,
  type BingoRoomState,
  type BingoStage,
  type BingoWinner,
  type WordSource,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { conflict, refused } from '../../http/errors.ts';
import { assertMayStake } from '../responsible-gaming/index.ts';
import { SERVICE, balanceOfUser, inTransaction, postMovement } from '../wallet/index.ts';

/** The draws' timing and price. */
export interface BingoSchedule {
  /** from one draw's start to the next one's */
  intervalMs: number;
  /** from one ball to the next */
  ballMs: number;
  /** minor units */
  cardPrice: number;
  currency: string;
}

/** Balls and cards come from the operating system's CSPRNG, scaled without bias (uniformInt). */
export const cryptoWords: WordSource = () => randomBytes(4).readUInt32BE(0);

/** One key for every instance's scheduler, so only one of them moves the draws at a time (PostgreSQL). */
const SCHEDULER_LOCK = 0x6b696e67;

type DrawRow = {
  id: number;
  status: string;
  starts_at: number;
  card_price: number;
  currency: string;
  cards_sold: number;
  sales: number;
  prize_one_line: number;
  prize_two_lines: number;
  prize_full_house: number;
  stage: number;
  balls_drawn: number;
  next_ball_at: number | null;
};

const DRAW_COLUMNS = [
  'id',
  'status',
  'starts_at',
  'card_price',
  'currency',
  'cards_sold',
  'sales',
  'prize_one_line',
  'prize_two_lines',
  'prize_full_house',
  'stage',
  'balls_drawn',
  'next_ball_at',
] as const;

function drawOf(r: Record<(typeof DRAW_COLUMNS)[number], unknown>): DrawRow {
  return {
    id: Number(r.id),
    status: String(r.status),
    starts_at: Number(r.starts_at),
    card_price: Number(r.card_price),
    currency: String(r.currency),
    cards_sold: Number(r.cards_sold),
    sales: Number(r.sales),
    prize_one_line: Number(r.prize_one_line),
    prize_two_lines: Number(r.prize_two_lines),
    prize_full_house: Number(r.prize_full_house),
    stage: Number(r.stage),
    balls_drawn: Number(r.balls_drawn),
    next_ball_at: r.next_ball_at === null ? null : Number(r.next_ball_at),
  };
}

const prizeOf = (d: DrawRow, stage: BingoStage): number =>
  stage === 'oneLine' ? d.prize_one_line : stage === 'twoLines' ? d.prize_two_lines : d.prize_full_house;

async function drawWith(
  db: Kysely<DB>,
  status: string,
  order: 'asc' | 'desc' = 'asc',
): Promise<DrawRow | null> {
  const row = await db
    .selectFrom('bingo_draws')
    .select(DRAW_COLUMNS)
    .where('status', '=', status)
    .orderBy('starts_at', order)
    .orderBy('id', order)
    .limit(1)
    .executeTakeFirst();
  return row ? drawOf(row) : null;
}

/** What the scheduler changed in one step, so winners' balances can be pushed. */
export interface Step {
  changed: boolean;
  paidUsers: number[];
}

/**
 * One step of the room, in one transaction: the due ball of the draw being played (its prizes
 * decided and paid in the same transaction), else the start of the draw on sale once its time has
 * come (cancelled when no card was sold), and a draw on sale whenever none is. Safe to run on
 * several instances at once: they take turns (an advisory lock on PostgreSQL, one writer on
 * SQLite), and each reads the state the one before it left.
 */
export async function advance(database: Database, s: BingoSchedule, now = Date.now()): Promise<Step> {
  return inTransaction(database, async (trx) => {
    if (database.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(${SCHEDULER_LOCK})`.execute(trx);
    const drawing = await drawWith(trx, 'drawing');
    if (drawing) {
      if (drawing.next_ball_at !== null && drawing.next_ball_at > now) return ensureOnSale(trx, s, now);
      return nextBall(trx, drawing, s, now);
    }
    const selling = await drawWith(trx, 'selling');
    if (selling && selling.starts_at <= now) {
      if (selling.cards_sold === 0) {
        await trx
          .updateTable('bingo_draws')
          .set({ status: 'cancelled', finished_at: now })
          .where('id', '=', selling.id)
          .execute();
      } else {
        // the sales are final from here: the prizes are fixed from them
        const prizes = bingoPrizes(selling.sales);
        await trx
          .updateTable('bingo_draws')
          .set({
            status: 'drawing',
            prize_one_line: prizes.oneLine,
            prize_two_lines: prizes.twoLines,
            prize_full_house: prizes.fullHouse,
            next_ball_at: now + s.ballMs,
          })
          .where('id', '=', selling.id)
          .where('status', '=', 'selling')
          .execute();
      }
      await ensureOnSale(trx, s, now);
      return { changed: true, paidUsers: [] };
    }
    return ensureOnSale(trx, s, now);
  });
}

/**
 * A draw on sale when there is none: it starts one interval after the last draw's start, and
 * never sooner than half an interval from now, so there is always time to buy.
 */
async function ensureOnSale(trx: Transaction<DB>, s: BingoSchedule, now: number): Promise<Step> {
  if (await drawWith(trx, 'selling')) return { changed: false, paidUsers: [] };
  const last = await trx
    .selectFrom('bingo_draws')
    .select('starts_at')
    .orderBy('starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const after = last ? Number(last.starts_at) + s.intervalMs : 0;
  await trx
    .insertInto('bingo_draws')
    .values({
      status: 'selling',
      starts_at: Math.max(after, now + Math.ceil(s.intervalMs / 2)),
      card_price: s.cardPrice,
      currency: s.currency,
    })
    .execute();
  return { changed: true, paidUsers: [] };
}

async function nextBall(trx: Transaction<DB>, draw: DrawRow, s: BingoSchedule, now: number): Promise<Step> {
  const drawn = (
    await trx
      .selectFrom('bingo_balls')
      .select('number')
      .where('draw_id', '=', draw.id)
      .orderBy('seq')
      .execute()
  ).map((b) => Number(b.number));
  const number = drawBall(drawn, cryptoWords);
  const seq = drawn.length + 1;
  await trx.insertInto('bingo_balls').values({ draw_id: draw.id, seq, number, drawn_at: now }).execute();
  const cards = (
    await trx
      .selectFrom('bingo_cards')
      .select(['id', 'user_id', 'numbers'])
      .where('draw_id', '=', draw.id)
      .execute()
  ).map((c) => ({ id: Number(c.id), userId: Number(c.user_id), card: JSON.parse(c.numbers) as BingoCard }));
  const owner = new Map(cards.map((c) => [c.id, c.userId]));
  const decision = decideBall(draw.stage, cards, new Set([...drawn, number]));
  const paid = new Set<number>();
  for (const win of decision.wins) {
    const shares = splitPrize(prizeOf(draw, win.stage), win.cardIds.length);
    for (const [i, cardId] of win.cardIds.entries()) {
      const userId = owner.get(cardId)!;
      const amount = shares[i]!;
      let movementId: number | null = null;
      if (amount > 0) {
        const moved = await postMovement(trx, {
          userId,
          amount,
          type: 'win',
          service: SERVICE.bingo,
          // the dealer reports book it as bingo (no coupon names the product)
          product: 'bingo',
          reference: `bingo:${draw.id}:${win.stage}:${cardId}`,
          note: `bingo ${draw.id} ${win.stage}`,
        });
        movementId = moved.movementId;
        paid.add(userId);
      }
      await trx
        .insertInto('bingo_wins')
        .values({
          draw_id: draw.id,
          stage: win.stage,
          card_id: cardId,
          user_id: userId,
          amount,
          ball: seq,
          movement_id: movementId,
        })
        .execute();
    }
  }
  const over = decision.next >= BINGO_STAGES.length || seq >= BINGO_BALLS;
  await trx
    .updateTable('bingo_draws')
    .set({
      balls_drawn: seq,
      stage: decision.next,
      next_ball_at: over ? null : now + s.ballMs,
      ...(over ? { status: 'finished', finished_at: now } : {}),
    })
    .where('id', '=', draw.id)
    .execute();
  if (over) await ensureOnSale(trx, s, now);
  return { changed: true, paidUsers: [...paid] };
}

/**
 * After a restart a draw in progress goes on where it stopped: its balls, cards and prizes paid
 * are kept, and its next ball comes one interval after the restart rather than all the missed
 * balls at once. A draw whose start passed while the server was down starts at once.
 */
export async function resumeDraws(db: Kysely<DB>, s: BingoSchedule, now = Date.now()): Promise<void> {
  await db
    .updateTable('bingo_draws')
    .set({ next_ball_at: now + s.ballMs })
    .where('status', '=', 'drawing')
    .execute();
}

/** When the scheduler has something to do next (epoch ms), or null when nothing is waiting. */
export async function nextDue(db: Kysely<DB>): Promise<number | null> {
  const rows = await db
    .selectFrom('bingo_draws')
    .select(['status', 'starts_at', 'next_ball_at'])
    .where('status', 'in', ['selling', 'drawing'])
    .execute();
  if (!rows.some((r) => r.status === 'selling')) return 0;
  const times = rows.map((r) => Number(r.status === 'drawing' ? r.next_ball_at : r.starts_at));
  return times.length ? Math.min(...times) : null;
}

async function winnersOf(db: Kysely<DB>, drawId: number): Promise<BingoWinner[]> {
  const rows = await db
    .selectFrom('bingo_wins as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['w.draw_id', 'w.stage', 'w.card_id', 'w.amount', 'w.ball', 'u.user_name'])
    .where('w.draw_id', '=', drawId)
    .orderBy('w.id')
    .execute();
  return rows.map((r) => ({
    drawId: Number(r.draw_id),
    stage: r.stage as BingoStage,
    cardId: Number(r.card_id),
    userName: maskedWinnerName(r.user_name),
    amount: toMajor(Number(r.amount)),
    ball: Number(r.ball),
  }));
}

async function viewOf(db: Kysely<DB>, d: DrawRow): Promise<BingoDrawView> {
  const balls = (
    await db.selectFrom('bingo_balls').select('number').where('draw_id', '=', d.id).orderBy('seq').execute()
  ).map((b) => Number(b.number));
  // while on sale the prizes grow with the sales; from the start they are the ones fixed then
  const prizes =
    d.status === 'selling'
      ? bingoPrizes(d.sales)
      : {
          oneLine: d.prize_one_line,
          twoLines: d.prize_two_lines,
          fullHouse: d.prize_full_house,
        };
  return {
    id: d.id,
    status: d.status as BingoDrawStatus,
    startsAt: d.starts_at,
    cardPrice: toMajor(d.card_price),
    currency: d.currency,
    cardsSold: d.cards_sold,
    prizes: {
      oneLine: toMajor(prizes.oneLine),
      twoLines: toMajor(prizes.twoLines),
      fullHouse: toMajor(prizes.fullHouse),
    },
    balls,
    stage: d.status === 'drawing' ? (BINGO_STAGES[d.stage] ?? null) : null,
    winners: d.status === 'selling' ? [] : await winnersOf(db, d.id),
  };
}

/** The draw being played, else the last one finished (a cancelled draw had no game to show). */
async function currentDraw(db: Kysely<DB>): Promise<DrawRow | null> {
  return (await drawWith(db, 'drawing')) ?? (await drawWith(db, 'finished', 'desc'));
}

export async function readRoom(db: Kysely<DB>, s: BingoSchedule, now = Date.now()): Promise<BingoRoomState> {
  const [current, next] = await Promise.all([currentDraw(db), drawWith(db, 'selling')]);
  return {
    current: current ? await viewOf(db, current) : null,
    next: next ? await viewOf(db, next) : null,
    ballMs: s.ballMs,
    serverTime: now,
  };
}

const cardView = (r: { id: unknown; draw_id: unknown; numbers: string }): BingoCardView => ({
  id: Number(r.id),
  drawId: Number(r.draw_id),
  rows: JSON.parse(r.numbers) as BingoCard,
});

/** The player's cards of the draw being played (or the last one) and of the draw on sale. */
export async function myCards(db: Kysely<DB>, userId: number): Promise<{ cards: BingoCardView[] }> {
  const [current, next] = await Promise.all([currentDraw(db), drawWith(db, 'selling')]);
  const ids = [current?.id, next?.id].filter((id): id is number => id !== undefined);
  if (ids.length === 0) return { cards: [] };
  const rows = await db
    .selectFrom('bingo_cards')
    .select(['id', 'draw_id', 'numbers'])
    .where('user_id', '=', userId)
    .where('draw_id', 'in', ids)
    .orderBy('id')
    .execute();
  return { cards: rows.map(cardView) };
}

export interface Buyer {
  id: number;
  currency: string;
}

/**
 * Buys cards of the draw on sale: the debit and its ledger row, the cards and the draw's sales in
 * one transaction. The player's request id makes it safe to send again: the same id answers the
 * first purchase's cards and never debits twice. Refused for a player without the bingo product,
 * another currency than the draw's, more than BINGO_MAX_CARDS in a draw, an insufficient balance,
 * a stake or loss limit or an exclusion (the casino wallet's rules), or when no draw is on sale.
 */
export async function buyCards(
  database: Database,
  buyer: Buyer,
  body: BingoBuy,
  now = Date.now(),
): Promise<BingoBuyAnswer> {
  // Two deliveries of one new request at once: the second's insert meets the first's row and
  // rolls back; run again, it finds the purchase and answers it.
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(database, (trx) => buyIn(trx, buyer, body, now));
    } catch (err) {
      if (attempt < 3 && uniqueViolation(err) !== null) continue;
      throw err;
    }
  }
}

async function buyIn(
  trx: Transaction<DB>,
  buyer: Buyer,
  body: BingoBuy,
  now: number,
): Promise<BingoBuyAnswer> {
  const earlier = await trx
    .selectFrom('bingo_purchases')
    .select(['id', 'draw_id', 'count', 'amount'])
    .where('user_id', '=', buyer.id)
    .where('request_id', '=', body.requestId)
    .executeTakeFirst();
  if (earlier) {
    if (Number(earlier.count) !== body.count)
      throw conflict('bingoRequestReused', { count: Number(earlier.count) });
    const cards = await trx
      .selectFrom('bingo_cards')
      .select(['id', 'draw_id', 'numbers'])
      .where('purchase_id', '=', earlier.id)
      .orderBy('id')
      .execute();
    return {
      drawId: Number(earlier.draw_id),
      cards: cards.map(cardView),
      amount: toMajor(Number(earlier.amount)),
      credit: toMajor(await balanceOfUser(trx, buyer.id)),
    };
  }

  const user = await trx
    .selectFrom('users')
    .select(['status', 'role', 'products'])
    .where('id', '=', buyer.id)
    .executeTakeFirst();
  const products = user ? (JSON.parse(user.products) as Record<string, { status?: number } | undefined>) : {};
  if (!user || Number(user.status) !== 1 || user.role !== 'player' || products['bingoUser']?.status !== 1)
    throw refused('gameUnavailable');
  const draw = await drawWith(trx, 'selling');
  if (!draw || draw.starts_at <= now) throw refused('bingoSalesClosed');
  if (buyer.currency !== draw.currency) throw refused('wrongCurrency');
  const owned = await trx
    .selectFrom('bingo_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('draw_id', '=', draw.id)
    .where('user_id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  if (Number(owned.n) + body.count > BINGO_MAX_CARDS)
    throw refused('bingoTooManyCards', { max: BINGO_MAX_CARDS, owned: Number(owned.n) });

  const amount = draw.card_price * body.count;
  const reference = `bingo:${draw.id}:${buyer.id}:${body.requestId}`;
  // the debit first: it holds the player's account row, so the player's purchases are checked
  // against the limits one at a time (as a coupon's placement is)
  const moved = await postMovement(trx, {
    userId: buyer.id,
    amount: -amount,
    type: 'stake',
    service: SERVICE.bingo,
    product: 'bingo',
    reference,
    note: `bingo ${draw.id} x${body.count}`,
  });
  await assertMayStake(trx, { userId: buyer.id, currency: buyer.currency }, amount, reference, now);
  // the draw may have started since it was read: then nothing of this is kept
  const sold = await trx
    .updateTable('bingo_draws')
    .set({ cards_sold: sql`cards_sold + ${body.count}`, sales: sql`sales + ${amount}` })
    .where('id', '=', draw.id)
    .where('status', '=', 'selling')
    .executeTakeFirst();
  if (Number(sold.numUpdatedRows) !== 1) throw refused('bingoSalesClosed');
  const purchase = await trx
    .insertInto('bingo_purchases')
    .values({
      user_id: buyer.id,
      request_id: body.requestId,
      draw_id: draw.id,
      count: body.count,
      amount,
      movement_id: moved.movementId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cards: BingoCardView[] = [];
  for (let i = 0; i < body.count; i++) {
    const rows = generateCard(cryptoWords);
    const card = await trx
      .insertInto('bingo_cards')
      .values({
        draw_id: draw.id,
        user_id: buyer.id,
        purchase_id: Number(purchase.id),
        numbers: JSON.stringify(rows),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cards.push({ id: Number(card.id), drawId: draw.id, rows });
  }
  return { drawId: draw.id, cards, amount: toMajor(amount), credit: toMajor(moved.balanceAfter) };
}
