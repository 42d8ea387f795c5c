import { parseAmount, toMinor, type Minor } from '../money/money.ts';
import { mayBecomeAmount, readTypedAmount, typedAmountChars } from '../amounts/typed-amount.ts';

/** "Keypad input: at most 5 characters" */
export const KEYPAD_MAX_LENGTH = 5;

/**
 * One key of the stake keypad: "at most 5 characters; digits and one dot only; no dot when
 * empty". The dot key writes the language's decimal sign (`decimal`, a comma in Turkish). 'back'
 * deletes the last character and 'C' empties it; a leading zero is replaced.
 */
export function keypadInput(text: string, key: string, decimal = '.'): string {
  if (key === 'back') return text.slice(0, -1);
  if (key === 'C') return '';
  if (text.length >= KEYPAD_MAX_LENGTH) return text;
  if (key === '.') return text === '' || text.includes(decimal) ? text : `${text}${decimal}`;
  if (/^\d$/.test(key)) return text === '0' ? key : text + key;
  return text;
}

/**
 * "'Done' confirms": the typed text as the stake in minor units. Digits past the cent are cut
 * (the keypad allows '1.555' in five characters, money has cents); nothing typed is null, so the
 * slip keeps its default (the min stake).
 */
export function keypadDone(text: string, decimal = '.'): Minor | null {
  const [whole = '', fraction = ''] = text.split(decimal);
  if (whole === '') return null;
  return parseAmount(`${whole}.${fraction.slice(0, 2)}`);
}

/** The most digits a typed stake has before its decimal sign. */
const STAKE_WHOLE_DIGITS = 10;

/**
 * What the player types in the stake box, kept as typed but for what cannot be part of an amount:
 * digits, points, commas and spaces (the language's grouping and decimal signs, and the other
 * sign a phone's keypad or a habit gives). `stakeOfText` reads it.
 */
export function stakeText(typed: string): string {
  return typedAmountChars(typed);
}

/**
 * The stake a typed text stands for (minor units), read in the language whose decimal sign is
 * `decimal` by `readTypedAmount` ('1.000' is a thousand in Turkish, '10.5' ten and a half
 * everywhere). Nothing typed, or a text on its way to an amount ('1.000.0'), is 0, a stake the slip
 * refuses; a text no more digits can make an amount of ('10,505', more than ten whole digits) is
 * null, and the box refuses the key that made it.
 */
export function stakeOfText(text: string, decimal: string): Minor | null {
  const minor = readTypedAmount(text, decimal);
  if (minor !== null) return minor < toMinor(10 ** STAKE_WHOLE_DIGITS) ? minor : null;
  return mayBecomeAmount(text, decimal) ? 0 : null;
}
