import { z } from 'zod';

/**
 * The seamless wallet protocol: what a game provider sends the operator when a player of one of
 * its games authenticates, asks for the balance, bets, wins, is refunded (rollback) or ends a
 * round. JSON over POST to `{CASINO_WALLET_PATH}/{provider}/{action}`, signed with
 * `X-Casino-Signature` = hex HMAC-SHA256 of the raw body with the provider's secret, and carrying
 * its own `timestamp` (epoch ms) so an old request cannot be replayed later.
 *
 * Amounts are integer minor units. A processed call answers HTTP 200 with `status` (OK or one of
 * WALLET_STATUS): a provider retries on transport errors, never on a refusal. A request the wallet
 * cannot take (bad signature, stale, malformed, unknown provider) is a 4xx with a message key.
 */

export const CASINO_WALLET_PATH = '/casino-wallet/v1';
export const CASINO_SIGNATURE_HEADER = 'x-casino-signature';
/** A request whose timestamp is further than this from the wallet's clock is refused as stale. */
export const CASINO_REQUEST_TOLERANCE_MS = 60_000;

export const WALLET_ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'endRound'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

/** The answers of the protocol; each refusal names why, as the providers' own codes do. */
export const WALLET_STATUS = {
  ok: 'OK',
  /** the balance does not cover the bet */
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  /** a responsible-gaming stake or loss limit refuses the bet */
  limitExceeded: 'LIMIT_EXCEEDED',
  /** the player is self-excluded or taking a time-out */
  playerExcluded: 'PLAYER_EXCLUDED',
  /** the account is closed or the game's product is off for it */
  playerBlocked: 'PLAYER_BLOCKED',
  /** no such session token, or (for bets and balance) it has ended */
  invalidToken: 'INVALID_TOKEN',
  /** a transaction id used before with another payload */
  duplicateTransaction: 'DUPLICATE_TRANSACTION',
  /** a bet whose rollback arrived first: it is refused and stays refunded */
  transactionRolledBack: 'TRANSACTION_ROLLED_BACK',
  /** a bet on a round that has ended */
  roundClosed: 'ROUND_CLOSED',
  /** a rollback of something that is not a bet */
  notRefundable: 'NOT_REFUNDABLE',
  wrongCurrency: 'WRONG_CURRENCY',
} as const;
export type WalletStatus = (typeof WALLET_STATUS)[keyof typeof WALLET_STATUS];

const Id = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7e]+$/, 'printable characters without spaces');
const Minor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const Base = z.object({
  token: z.string().min(10).max(255),
  timestamp: z.number().int().positive(),
});

export const WalletAuthenticate = Base;
export const WalletBalance = Base;
export const WalletBet = Base.extend({
  transactionId: Id,
  roundId: Id,
  gameCode: z.string().min(1).max(100),
  currency: z.string().min(3).max(3),
  amount: Minor.refine((a) => a > 0, 'a bet is above zero'),
});
export const WalletWin = Base.extend({
  transactionId: Id,
  roundId: Id,
  gameCode: z.string().min(1).max(100),
  currency: z.string().min(3).max(3),
  amount: Minor,
  /** the bet the win settles, when the game knows it */
  betTransactionId: Id.optional(),
});
export const WalletRollback = Base.extend({
  transactionId: Id,
  roundId: Id,
  /** the bet to refund */
  originalTransactionId: Id,
});
export const WalletEndRound = Base.extend({ roundId: Id });

export const WALLET_REQUESTS = {
  authenticate: WalletAuthenticate,
  balance: WalletBalance,
  bet: WalletBet,
  win: WalletWin,
  rollback: WalletRollback,
  endRound: WalletEndRound,
} as const;
export type WalletRequest<A extends WalletAction> = z.infer<(typeof WALLET_REQUESTS)[A]>;

export const WalletAnswer = z.object({
  status: z.string(),
  /** the player's balance after the call, minor units (when the player is known) */
  balance: z.number().int().optional(),
  currency: z.string().optional(),
  /** authenticate: who plays */
  playerId: z.string().optional(),
  userName: z.string().optional(),
  gameCode: z.string().optional(),
  /** bet, win, rollback: the wallet's id of the movement (absent when nothing moved) */
  walletTransactionId: z.string().optional(),
  /** a refusal's message key, for the game to show in the player's language */
  code: z.string().optional(),
});
export type WalletAnswer = z.infer<typeof WalletAnswer>;
