import { z } from 'zod';
import { ApiAmount } from './common.ts';
import { SecureCode } from './vouchers.ts';

const TerminalNo = z.string().trim().min(1).max(20);
/** A player as the cashier typed it: a user id (digits) or a user name. */
const PlayerRef = z.string().trim().min(1).max(50);

export const ShopPlayerParams = z.object({ player: PlayerRef });

/** The player the cashier is about to serve, to read back to the customer before any cash moves. */
export const ShopPlayer = z
  .object({ userId: z.number().int(), userName: z.string(), currency: z.string() })
  .meta({ id: 'ShopPlayer' });
export type ShopPlayer = z.infer<typeof ShopPlayer>;

/** `POST /terminal/add-money`: cash taken in at the counter for an online player's account. */
export const AddMoneyRequest = z
  .object({
    /** made by the terminal once per deposit: a retry or a replay of its queue credits nothing more */
    uuid: z.uuid(),
    player: PlayerRef,
    amount: ApiAmount,
    terminalNo: TerminalNo,
  })
  .meta({ id: 'AddMoneyRequest' });
export type AddMoneyRequest = z.infer<typeof AddMoneyRequest>;

/** What a counter deposit's receipt prints (major units). */
export const ShopDepositReceipt = z
  .object({
    uuid: z.string(),
    userId: z.number().int(),
    userName: z.string(),
    amount: z.number(),
    currency: z.string(),
    terminalNo: z.string(),
    at: z.string(),
  })
  .meta({ id: 'ShopDepositReceipt' });
export type ShopDepositReceipt = z.infer<typeof ShopDepositReceipt>;

export const WithdrawalCodeParams = z.object({ code: SecureCode });
/** The player's user name goes with the code: a code alone found on the floor pays nothing. */
export const WithdrawalCodeQuery = z.object({ userName: PlayerRef });

/** A withdrawal to be paid at a shop, as the counter sees it (major units). */
export const ShopWithdrawal = z
  .object({
    requestId: z.number().int(),
    userName: z.string(),
    amount: z.number(),
    currency: z.string(),
    expiresAt: z.string(),
    /** when and where it was paid; null while it waits */
    paid: z.object({ at: z.string(), terminalNo: z.string(), shop: z.string() }).nullable(),
  })
  .meta({ id: 'ShopWithdrawal' });
export type ShopWithdrawal = z.infer<typeof ShopWithdrawal>;

export const PayWithdrawalRequest = z
  .object({ userName: PlayerRef, terminalNo: TerminalNo })
  .meta({ id: 'PayWithdrawalRequest' });
export type PayWithdrawalRequest = z.infer<typeof PayWithdrawalRequest>;

/** `POST /auth/hand-terminal`: a cashier's handheld logs in as its shop, naming itself. */
export const HandTerminalLoginRequest = z
  .object({
    userName: z.string().max(100),
    password: z.string().max(200),
    /** made by the handheld once and kept: the device's identity */
    deviceId: z.uuid(),
    /** what the shop calls the device ('Counter 2') */
    deviceName: z.string().trim().min(1).max(40),
  })
  .meta({ id: 'HandTerminalLoginRequest' });
export type HandTerminalLoginRequest = z.infer<typeof HandTerminalLoginRequest>;

/** A shop's handheld as its dealer's panel lists it. */
export const HandTerminalRow = z
  .object({
    id: z.number().int(),
    shopId: z.number().int(),
    /** the shop user it logs in as: who works with it */
    shopName: z.string(),
    /** what the shop calls the device */
    name: z.string(),
    firstSeenAt: z.string(),
    /** its last login or its session's last use, whichever is later */
    lastSeenAt: z.string(),
    /** 1 while its session lives */
    signedIn: z.union([z.literal(0), z.literal(1)]),
    revokedAt: z.string().nullable(),
    revokedBy: z.string().nullable(),
  })
  .meta({ id: 'HandTerminalRow' });
export type HandTerminalRow = z.infer<typeof HandTerminalRow>;

export const HandTerminalListQuery = z.object({
  /** one shop's handhelds; all of the caller's shops without it */
  shopId: z.coerce.number().int().positive().optional(),
});
export const HandTerminalList = z
  .object({ results: z.array(HandTerminalRow) })
  .meta({ id: 'HandTerminalList' });
export const HandTerminalParams = z.object({ id: z.coerce.number().int().positive() });
