import { parseAmount, type Minor } from '../money/money.ts';

/** Spaces a language groups digits with: the space, the no-break space (Russian), the narrow one (French). */
const GROUP_SPACES = /[ \u00a0\u202f]/g;
const ARABIC_DECIMAL = '\u066b';
const ARABIC_GROUP = '\u066c';

/**
 * What a box for an amount keeps of what was typed: digits, points, commas and spaces (the
 * language's grouping and decimal signs, and the other sign a phone's keypad or a habit gives),
 * and the Arabic decimal and group signs. `readTypedAmount` reads it.
 */
export function typedAmountChars(typed: string): string {
  return typed.replace(/[^\d., \u00a0\u202f\u066b\u066c]/g, '');
}

/**
 * The point and the comma a language writes, as [decimal, group]: a language whose decimal sign is
 * the comma (Turkish, German, French) groups with a point or a space; any other (English, Arabic
 * with Latin digits) has the point as its decimal sign and groups with a comma.
 */
function signsOf(decimal: string): [string, string] {
  return decimal === ',' ? [',', '.'] : ['.', ','];
}

/**
 * Whole digits grouped by threes: the first group 1 to 3 digits and not led by a zero, every other
 * exactly 3. `parts` is the text split at the group sign.
 */
function groupsOf(parts: readonly string[]): string | null {
  const [first = '', ...rest] = parts;
  if (!/^[1-9]\d{0,2}$/.test(first) || rest.some((p) => !/^\d{3}$/.test(p))) return null;
  return parts.join('');
}

/**
 * Reads an amount as a person types it in the language whose decimal sign is `decimal` (what Intl
 * gives for the page's locales) into minor units; null when it is not an amount. Real typing is
 * read, not only the language's own writing:
 * - the language's decimal sign is the decimal sign ('10,5' in Turkish, '10.5' in English);
 * - the other sign (the point in Turkish, the comma in English) groups thousands when every one of
 *   it stands before exactly three digits after a first group of one to three ('1.000', '1.000,50',
 *   '1,000'); otherwise, used once, it is a decimal sign too ('10.5' in Turkish from a phone's
 *   keypad, '10,5' in English from a European habit);
 * - with both signs, the last one (used once) is the decimal sign: '1,000.50' in Turkish too;
 * - spaces (plain, no-break, narrow) are ignored, as French and Russian group with them.
 * At most `decimals` fraction digits (the site's setting), as `parseAmount`.
 */
export function readTypedAmount(text: string, decimal: string, decimals = 2): Minor | null {
  const [dec, group] = signsOf(decimal);
  const clean = text
    .replace(GROUP_SPACES, '')
    .replaceAll(ARABIC_DECIMAL, dec)
    .replaceAll(ARABIC_GROUP, group);
  if (!/^[\d.,]*\d[\d.,]*$/.test(clean)) return null;

  let whole = clean;
  let fraction: string | undefined;
  const last = Math.max(clean.lastIndexOf('.'), clean.lastIndexOf(','));
  if (last >= 0) {
    const sign = clean.charAt(last);
    const other = sign === '.' ? ',' : '.';
    const once = clean.indexOf(sign) === last;
    if (clean.includes(other)) {
      // both signs: the last one, used once, is the decimal sign; the other groups
      if (!once) return null;
      whole = clean.slice(0, last);
      fraction = clean.slice(last + 1);
      const grouped = groupsOf(whole.split(other));
      if (grouped === null) return null;
      whole = grouped;
    } else if (!once) {
      // one sign used several times can only group
      const grouped = groupsOf(clean.split(sign));
      if (grouped === null) return null;
      whole = grouped;
    } else if (sign === dec || groupsOf(clean.split(sign)) === null) {
      whole = clean.slice(0, last);
      fraction = clean.slice(last + 1);
    } else {
      whole = clean.replace(sign, '');
    }
  }
  if (fraction !== undefined && !/^\d*$/.test(fraction)) return null;
  return parseAmount(`${whole || '0'}.${fraction ?? ''}`, decimals);
}

/**
 * Whether a text being typed is an amount or may still become one with more digits ('1.000.0'
 * on the way to '1.000.000'): a box refuses the key that makes neither ('10,505', '1,2,3').
 */
export function mayBecomeAmount(text: string, decimal: string, decimals = 2): boolean {
  if (text.replace(GROUP_SPACES, '') === '') return true;
  return ['', '0', '00', '000'].some((more) => readTypedAmount(text + more, decimal, decimals) !== null);
}
