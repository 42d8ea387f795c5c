import { uniformInt, wordsFromBytes } from './rng.ts';

/**
 * Provably fair dice. Before a round the house commits to a fresh server seed by showing its
 * SHA-256; the player may set a client seed; the roll is
 *
 *   roll = the first 32-bit word of HMAC-SHA256(key = server seed, message = "clientSeed:nonce")
 *          (big-endian, read in order) below 4,294,960,000, modulo 10,000  →  0.00 .. 99.99
 *
 * and after the round the server seed is revealed, so the player can check both the commitment
 * and the roll. A bet "under T" (T from 2 to 95) wins when roll < T·100 and pays stake·99/T
 * (rounded down to the minor unit): 99 % return, whatever T.
 */

export const DICE_OUTCOMES = 10_000;
export const DICE_MIN_TARGET = 2;
export const DICE_MAX_TARGET = 95;
export const DICE_RTP = 0.99;

/** The HMAC message of a round. */
export const diceMessage = (clientSeed: string, nonce: number): string => `${clientSeed}:${nonce}`;

/** The roll (0..9999, hundredths) from the round's HMAC-SHA256 digest (32 bytes). */
export function diceRollFromDigest(digest: Uint8Array): number {
  if (digest.length !== 32) throw new RangeError('an HMAC-SHA256 digest has 32 bytes');
  return uniformInt(DICE_OUTCOMES, wordsFromBytes(digest), 8);
}

export const diceTargetValid = (target: number): boolean =>
  Number.isInteger(target) && target >= DICE_MIN_TARGET && target <= DICE_MAX_TARGET;

export const diceWins = (roll: number, target: number): boolean => roll < target * 100;

/** What a bet of `stake` under `target` returns (stake included) for `roll`; 0 when it loses. */
export const dicePayout = (stake: number, target: number, roll: number): number =>
  diceWins(roll, target) ? Math.floor((stake * 99) / target) : 0;

/** A client seed the player may choose: printable, short. */
export const diceClientSeedValid = (seed: string): boolean => /^[\x21-\x7e]{1,64}$/.test(seed);
