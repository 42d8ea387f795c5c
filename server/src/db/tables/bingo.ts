import type { Generated } from 'kysely';

/** A scheduled bingo draw (migration 0420). */
export interface BingoDrawsTable {
  id: Generated<number>;
  status: string;
  starts_at: number;
  card_price: number;
  currency: string;
  cards_sold: Generated<number>;
  sales: Generated<number>;
  prize_one_line: Generated<number>;
  prize_two_lines: Generated<number>;
  prize_full_house: Generated<number>;
  stage: Generated<number>;
  balls_drawn: Generated<number>;
  next_ball_at: number | null;
  finished_at: number | null;
  created_at: Generated<number>;
}

export interface BingoBallsTable {
  id: Generated<number>;
  draw_id: number;
  seq: number;
  number: number;
  drawn_at: number;
}

export interface BingoPurchasesTable {
  id: Generated<number>;
  user_id: number;
  request_id: string;
  draw_id: number;
  count: number;
  amount: number;
  movement_id: number;
  created_at: Generated<number>;
}

export interface BingoCardsTable {
  id: Generated<number>;
  draw_id: number;
  user_id: number;
  purchase_id: number;
  numbers: string;
  created_at: Generated<number>;
}

export interface BingoWinsTable {
  id: Generated<number>;
  draw_id: number;
  stage: string;
  card_id: number;
  user_id: number;
  amount: number;
  ball: number;
  movement_id: number | null;
  created_at: Generated<number>;
}
