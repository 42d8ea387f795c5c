import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keypadDone, keypadInput, stakeOfText, stakeText } from './keypad.ts';

const type = (keys: string[]) => keys.reduce(keypadInput, '');

describe('keypad (section 5)', () => {
  it('"at most 5 characters; digits and one dot only; no dot when empty"', () => {
    expect(type(['1', '2', '3', '4', '5', '6'])).toBe('12345');
    expect(type(['.', '5'])).toBe('5');
    expect(type(['1', '.', '.', '5'])).toBe('1.5');
    expect(type(['1', 'x', '2', '-', 'e'])).toBe('12');
    expect(type(['0', '7'])).toBe('7');
    expect(type(['1', '2', 'back'])).toBe('1');
    expect(type(['1', '2', 'C'])).toBe('');
    expect(type(['1', '2', '3', '4', '5', 'back', '6'])).toBe('12346');
  });

  it('"\'Done\' confirms": the text as a stake in cents', () => {
    expect(keypadDone('12')).toBe(1200);
    expect(keypadDone('12.5')).toBe(1250);
    expect(keypadDone('1.')).toBe(100);
    // five characters allow a third decimal; money has cents, the rest is cut
    expect(keypadDone('1.555')).toBe(155);
    expect(keypadDone('')).toBeNull();
  });
});

describe('typing a stake', () => {
  it('keeps digits and one decimal sign, either a point or a comma, and two decimals', () => {
    expect(stakeText('12,5')).toBe('12.5');
    expect(stakeText('1.2.3')).toBe('1.23');
    expect(stakeText('7,999')).toBe('7.99');
    expect(stakeText('a1b2 ')).toBe('12');
    expect(stakeText('')).toBe('');
  });

  it('reads back as the amount typed, in minor units, nothing typed as 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom('.', ','), (minor, sign) => {
        const text = `${Math.floor(minor / 100)}${sign}${String(minor % 100).padStart(2, '0')}`;
        expect(stakeOfText(stakeText(text))).toBe(minor);
      }),
    );
    expect(stakeOfText('')).toBe(0);
    expect(stakeOfText('0')).toBe(0);
    expect(stakeOfText('5.')).toBe(500);
  });
});
