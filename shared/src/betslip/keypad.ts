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

/**
 * What the player types in the stake box, tidied as it is typed: digits and one decimal sign (a
 * point or the language's comma, kept as a point), at most two decimals and ten digits before it.
 */
export function stakeText(typed: string): string {
  let out = '';
  for (const ch of typed) {
    const sign = ch === '.' || ch === ',';
    if (sign && !out.includes('.')) out += '.';
    else if (/\d/.test(ch)) {
      const [whole = '', fraction] = out.split('.');
      if (fraction === undefined ? whole.length < 10 : fraction.length < 2) out += ch;
    }
  }
  return out;
}

/** The stake a tidied text stands for (minor units); nothing typed is 0, a stake the slip refuses. */
export function stakeOfText(text: string): Minor {
  const [whole = '', fraction = ''] = stakeText(text).split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}
