import type { BingoBallPush, BingoRoomState, BingoWinner } from '../api/bingo.ts';
import { BINGO_MAX_CARDS } from '../api/bingo.ts';
import { BINGO_STAGE_ROWS, type BingoCard, type BingoStage } from './bingo.ts';

/**
 * What a player's screen derives from the room (issue 19 part 6): the countdown, a card's
 * distance from the prize played for, how many cards may still be bought, and the room as the
 * `/bingo` pushes change it. Pure, so the page and its tests share one reading of the rules.
 */

/**
 * The time left until `startsAt` by the server's clock: the room said `serverTime` when it
 * arrived at `receivedAt` (both epoch ms), so a browser whose clock is off still counts right.
 */
export function bingoCountdownMs(
  startsAt: number,
  serverTime: number,
  receivedAt: number,
  now: number,
): number {
  return Math.max(0, startsAt - (serverTime + (now - receivedAt)));
}

/** A countdown as m:ss, seconds rounded up so it reaches 0:00 only when the time is up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * How many numbers the card still needs for `stage`: the fewest missing over the rows the stage
 * takes (one line: the row closest to complete; two lines: the two closest; full house: all).
 * 0 when the card has reached it; 1 is the 'one to go' the page points out.
 */
export function numbersToGo(card: BingoCard, drawn: ReadonlySet<number>, stage: BingoStage): number {
  const missing = card.map((row) => row.filter((n) => n !== 0 && !drawn.has(n)).length).sort((a, b) => a - b);
  return missing.slice(0, BINGO_STAGE_ROWS[stage]).reduce((a, b) => a + b, 0);
}

/** How many more cards a player holding `owned` of a draw may buy (0 to BINGO_MAX_CARDS). */
export const cardsLeftToBuy = (owned: number): number => Math.max(0, BINGO_MAX_CARDS - owned);

/**
 * The room after a `ball` push: the ball joins the draw being played when it is that draw's next
 * one. A ball of another draw, a repeat or one after a gap (a lost push) leaves the room as it
 * was: the `state` the server sends with every change of draw brings the full list.
 */
export function withBall(room: BingoRoomState, ball: BingoBallPush): BingoRoomState {
  const current = room.current;
  if (!current || current.id !== ball.drawId || ball.seq !== current.balls.length + 1) return room;
  return { ...room, current: { ...current, balls: [...current.balls, ball.number] } };
}

/** The room after a `winner` push: its winners join their draw's list once each. */
export function withWinners(room: BingoRoomState, winners: readonly BingoWinner[]): BingoRoomState {
  const current = room.current;
  if (!current) return room;
  const known = new Set(current.winners.map((w) => `${w.stage}:${w.cardId}`));
  const fresh = winners.filter((w) => w.drawId === current.id && !known.has(`${w.stage}:${w.cardId}`));
  if (fresh.length === 0) return room;
  return { ...room, current: { ...current, winners: [...current.winners, ...fresh] } };
}
