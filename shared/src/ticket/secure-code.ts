/**
 * The codes that pay money at a shop counter: a ticket's payout code, a voucher's code and an
 * online player's cash withdrawal code. A code
 * is a kind digit, twenty digits from a cryptographic source (66 bits: not guessable, unlike the
 * short ticket id) and a Damm check digit. Damm catches every single-digit error and every swap of
 * two neighbouring digits (Luhn misses 09/90), so a cashier's typo is refused at the keypad,
 * before it costs an attempt at the server. The check digit is no security: the random digits are.
 */

/** Digits of a whole code: kind, random body, check digit. */
export const SECURE_CODE_LENGTH = 22;
/** Random digits in a code's body. */
export const SECURE_CODE_RANDOM_DIGITS = 20;

/** What a code pays: the kind digit that leads it. */
export const SECURE_CODE_KINDS = { payout: '1', voucher: '2', withdrawal: '3' } as const;
export type SecureCodeKind = keyof typeof SECURE_CODE_KINDS;

// Damm's totally anti-symmetric quasigroup of order 10.
const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

function dammInterim(digits: string): number {
  let interim = 0;
  for (let i = 0; i < digits.length; i++) interim = DAMM[interim]![digits.charCodeAt(i) - 48]!;
  return interim;
}

/** The Damm check digit of a string of digits. */
export function dammCheckDigit(digits: string): string {
  if (!/^\d*$/.test(digits)) throw new RangeError('digits only');
  return String(dammInterim(digits));
}

/** Whether a string of digits ends in its Damm check digit. */
export function isDammValid(code: string): boolean {
  return /^\d{2,}$/.test(code) && dammInterim(code) === 0;
}

/** A whole code from its kind and its twenty random digits. */
export function secureCodeFrom(kind: SecureCodeKind, randomDigits: string): string {
  if (!new RegExp(`^\\d{${SECURE_CODE_RANDOM_DIGITS}}$`).test(randomDigits))
    throw new RangeError(`a code body is ${SECURE_CODE_RANDOM_DIGITS} digits`);
  const body = SECURE_CODE_KINDS[kind] + randomDigits;
  return body + dammCheckDigit(body);
}

/** What kind of code this is, or null for anything that is not a whole, check-valid code. */
export function secureCodeKind(code: string): SecureCodeKind | null {
  if (code.length !== SECURE_CODE_LENGTH || !isDammValid(code)) return null;
  const lead = code[0];
  for (const [kind, digit] of Object.entries(SECURE_CODE_KINDS))
    if (digit === lead) return kind as SecureCodeKind;
  return null;
}

/** A code with its spaces, dashes and a scanner's symbology prefix taken out, as it is checked. */
export function normaliseSecureCode(input: string): string {
  return input
    .trim()
    .replace(/^\][A-Za-z][0-9A-Za-z]/, '')
    .replace(/[\s-]/g, '');
}

/** A code in groups of four (two at the end) for reading aloud and typing: '1234 5678 ...'. */
export function formatSecureCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}
