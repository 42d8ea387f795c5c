import type { CallShape } from './client.ts';
import type { Contract } from './index.ts';

export type CallsOf<C> = { [A in keyof C]: { [N in keyof C[A]]: CallShape } };
export type CallTable = CallsOf<Contract>;

/**
 * The areas only the dealer panel and the back office call. Their call shapes are a table of their
 * own, so the player's first route does not carry them (the panel's chunk does).
 */
export type BackOfficeArea =
  | 'adminUsers'
  | 'audit'
  | 'bannersAdmin'
  | 'casinoAdmin'
  | 'dealerCoupons'
  | 'dealerPanel'
  | 'feedAdmin'
  | 'handTerminals'
  | 'messageTemplates'
  | 'payoutApprovals'
  | 'reports'
  | 'responsibleGamingAdmin'
  | 'resultDesk'
  | 'siteAdmin'
  | 'settlement'
  | 'shifts'
  | 'shiftsAdmin'
  | 'shopCash'
  | 'sportsAdmin'
  | 'terminals'
  | 'trading';
/**
 * Player areas that only one lazy page calls: their call table comes with that page's chunk, so
 * the player's first route does not carry it.
 */
export type LazyPlayerArea = 'bingo';
export type PlayerContract = Omit<Contract, BackOfficeArea | LazyPlayerArea>;
export type BingoContract = Pick<Contract, 'bingo'>;
export type BackOfficeContract = Pick<Contract, BackOfficeArea>;
