import { z } from 'zod';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, diceClientSeedValid } from '../casino/dice.ts';
import { ROULETTE_BET_KINDS } from '../casino/roulette.ts';
import {
  CASINO_WALLET_PATH,
  WalletAnswer,
  WalletAuthenticate,
  WalletBalance,
  WalletBet,
  WalletEndRound,
  WalletRollback,
  WalletWin,
} from '../casino/wallet-protocol.ts';
import { route } from './route.ts';

/** Where the server hosts the built-in game provider's pages and their round calls. */
export const HOUSE_BASE = '/games/house';

export const HOUSE_GAMES = ['slot', 'roulette', 'dice'] as const;
export type HouseGame = (typeof HOUSE_GAMES)[number];
/** The stakes the built-in games offer (minor units). */
export const HOUSE_STAKES = [100, 200, 500, 1000] as const;

const WalletParams = z.object({
  /** the provider's code, whose secret signs the request */
  provider: z.string().min(1).max(50),
});

const walletCall = <B extends z.ZodType>(action: string, body: B, summary: string) =>
  route({
    method: 'post',
    path: `/:provider/${action}`,
    base: CASINO_WALLET_PATH,
    tag: 'casino-wallet',
    summary:
      `${summary}. Signed by the provider: x-casino-signature is the hex HMAC-SHA256 of the raw body ` +
      'with its secret (401 casinoProviderUnknown, signatureInvalid), and the body carries its own ' +
      'timestamp (409 requestStale). A processed call answers 200 with a status, OK or a refusal',
    access: 'public',
    params: WalletParams,
    body,
    response: WalletAnswer,
  });

/**
 * The seamless wallet game providers call (see wallet-protocol.ts): beside the API, because its
 * callers are other parties' servers, not the site's pages.
 */
export const casinoWallet = {
  authenticate: walletCall(
    'authenticate',
    WalletAuthenticate,
    'A provider authenticates a game session token: who plays, the balance and the currency',
  ),
  balance: walletCall('balance', WalletBalance, "The player's balance in an open game session"),
  bet: walletCall(
    'bet',
    WalletBet,
    'Debits a stake, idempotent on the transaction id (refusals: INSUFFICIENT_FUNDS, LIMIT_EXCEEDED, ' +
      'PLAYER_EXCLUDED, PLAYER_BLOCKED, ROUND_CLOSED, DUPLICATE_TRANSACTION, WRONG_CURRENCY)',
  ),
  win: walletCall('win', WalletWin, 'Credits a win of a round, idempotent on the transaction id'),
  rollback: walletCall(
    'rollback',
    WalletRollback,
    'Refunds a bet, idempotent; a rollback that arrives before its bet refuses that bet',
  ),
  endRound: walletCall('endRound', WalletEndRound, 'Ends a round: no more bets on it'),
};

export const HouseGameParams = z.object({ game: z.string().min(1).max(40) });
export const HouseGameQuery = z.object({
  /** the page's language (a site language code; Turkish otherwise) */
  lang: z.string().max(10).optional(),
  /** the game session token of a money game, from the launch */
  token: z.string().min(1).max(255).optional(),
  /** '1': play money, no session needed */
  demo: z.string().max(5).optional(),
});
export const HouseSessionParams = z.object({ key: z.string().min(1).max(100) });

export const HousePlayRequest = z.object({
  stake: z
    .number()
    .int()
    .refine((s) => (HOUSE_STAKES as readonly number[]).includes(s), 'one of the offered stakes'),
  bet: z.object({ kind: z.enum(ROULETTE_BET_KINDS), pick: z.number().int().optional() }).optional(),
  target: z.number().int().min(DICE_MIN_TARGET).max(DICE_MAX_TARGET).optional(),
  clientSeed: z.string().refine(diceClientSeedValid, '1 to 64 printable characters').optional(),
  /**
   * The round's own id, made by the page: asked again with the same id (its answer was lost), the
   * server answers that round as it went instead of playing another
   */
  round: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, '16 to 64 letters, digits, - or _')
    .optional(),
});
export type HousePlayRequest = z.infer<typeof HousePlayRequest>;

export const HouseState = z.object({
  game: z.enum(HOUSE_GAMES),
  demo: z.boolean(),
  currency: z.string(),
  /** minor units; null when the wallet did not say */
  balance: z.number().int().nullable(),
  /** the wallet's status of the session (OK or a refusal) */
  status: z.string(),
  /** dice: SHA-256 of the server seed the next roll will use */
  commitment: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type HouseState = z.infer<typeof HouseState>;

export const HouseOutcome = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('slot'),
    window: z.array(z.array(z.string())),
    lines: z.array(
      z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), pay: z.number() }),
    ),
  }),
  z.object({ game: z.literal('roulette'), pocket: z.number().int(), colour: z.string() }),
  z.object({
    game: z.literal('dice'),
    roll: z.number().int(),
    target: z.number().int(),
    serverSeed: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
    commitment: z.string(),
    nextCommitment: z.string(),
  }),
]);
export type HouseOutcome = z.infer<typeof HouseOutcome>;

export const HousePlayAnswer = z.object({
  ok: z.boolean(),
  /** the wallet's status of the bet: OK or its refusal */
  status: z.string(),
  /** a refusal's message key */
  code: z.string().optional(),
  balance: z.number().int().nullable(),
  stake: z.number().int(),
  /** what the round paid, stake included (minor units) */
  win: z.number().int(),
  outcome: HouseOutcome.optional(),
  /** true when the round was played by an earlier call with the same round id (this is its result) */
  replayed: z.boolean().optional(),
});
export type HousePlayAnswer = z.infer<typeof HousePlayAnswer>;

const Text = z.string();

/**
 * The built-in game provider's own site (what a casino launch opens in the lobby's frame): its
 * pages and the round calls their script makes, beside the API as another party's site would be.
 */
export const houseGames = {
  script: route({
    method: 'get',
    path: '/assets/game.js',
    base: HOUSE_BASE,
    tag: 'house-games',
    summary: "The games' page script",
    access: 'public',
    response: Text,
    raw: true,
  }),
  style: route({
    method: 'get',
    path: '/assets/game.css',
    base: HOUSE_BASE,
    tag: 'house-games',
    summary: "The games' style sheet",
    access: 'public',
    response: Text,
    raw: true,
  }),
  page: route({
    method: 'get',
    path: '/:game',
    base: HOUSE_BASE,
    tag: 'house-games',
    summary:
      "A game's page (slot, roulette, dice) in the page language: for money with the launch's session " +
      'token, checked at the wallet, or in demo mode. An HTML page; 404 for an unknown game, 400 without ' +
      'a token or demo, 403 for a token the wallet refuses (each an HTML message page)',
    access: 'public',
    params: HouseGameParams,
    query: HouseGameQuery,
    response: Text,
    raw: true,
  }),
  state: route({
    method: 'get',
    path: '/session/:key',
    base: HOUSE_BASE,
    tag: 'house-games',
    summary:
      "A page's session: game, balance (from the wallet for money play), the dice commitment. 404 casinoSessionInvalid",
    access: 'public',
    params: HouseSessionParams,
    response: HouseState,
  }),
  play: route({
    method: 'post',
    path: '/session/:key/play',
    base: HOUSE_BASE,
    tag: 'house-games',
    summary:
      'Plays a round: the stake is debited at the wallet, the outcome drawn and a win credited. A wallet ' +
      'refusal answers ok false with its status and message key. Asked again with the same round id, it ' +
      'answers that round (replayed: true; ok false with code casinoRoundRefunded when its bet was ' +
      'refunded) and moves no money again; 400 invalidRequest, 404 ' +
      'casinoSessionInvalid, 409 casinoRoundBusy, 503 technicalError when the wallet does not answer',
    access: 'public',
    params: HouseSessionParams,
    body: HousePlayRequest,
    response: HousePlayAnswer,
  }),
};

/**
 * Routes the server hosts beside the API for other parties (game providers and the built-in
 * provider's pages): in the OpenAPI document and validated by these schemas, but not calls of the
 * site's client, which speaks only to the API base.
 */
export const providerContract = { casinoWallet, houseGames };
export type ProviderContract = typeof providerContract;
