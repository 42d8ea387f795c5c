import { parseAmount, type Minor } from '../money/money.ts';

/** "Keypad input: at most 5 characters" */
export const KEYPAD_MAX_LENGTH = 5;

/**
 * One key of the stake keypad: "at most 5 characters; digits and one dot only; no dot when
 * empty". 'back' deletes the last character and 'C' empties it; a leading zero is replaced.
 */
export function keypadInput(text: string, key: string): string {
  if (key === 'back') return text.slice(0, -1);
  if (key === 'C') return '';
  if (text.length >= KEYPAD_MAX_LENGTH) return text;
  if (key === '.') return text === '' || text.includes('.') ? text : `${text}.`;
  if (/^\d$/.test(key)) return text === '0' ? key : text + key;
  return text;
}

/**
 * "'Done' confirms": the typed text as the stake in minor units. Digits past the cent are cut
 * (the keypad allows '1.555' in five characters, money has cents); nothing typed is null, so the
 * slip keeps its default (the min stake).
 */
export function keypadDone(text: string): Minor | null {
  const [whole = '', fraction = ''] = text.split('.');
  if (whole === '') return null;
  return parseAmount(`${whole}.${fraction.slice(0, 2)}`);
}
