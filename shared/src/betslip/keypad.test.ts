import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keypadDone, keypadInput, stakeOfText, stakeText } from './keypad.ts';

const type = (keys: string[]) => keys.reduce((text, key) => keypadInput(text, key), '');

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

  it("writes the language's decimal sign", () => {
    const typed = (keys: string[]) => keys.reduce((text, key) => keypadInput(text, key, ','), '');
    expect(typed(['1', '2', '.', '.', '5'])).toBe('12,5');
    expect(keypadDone('12,5', ',')).toBe(1250);
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
  it('keeps what was typed of an amount: digits, points, commas and spaces', () => {
    expect(stakeText('12,5')).toBe('12,5');
    expect(stakeText('1.000,50')).toBe('1.000,50');
    expect(stakeText('a1b2 ')).toBe('12 ');
    expect(stakeText('-5e3')).toBe('53');
    expect(stakeText('')).toBe('');
  });

  it('reads a point before three digits as thousands where the decimal sign is a comma', () => {
    expect(stakeOfText('1.000', ',')).toBe(100000);
    expect(stakeOfText('1.000,50', ',')).toBe(100050);
    expect(stakeOfText('10,5', ',')).toBe(1050);
    expect(stakeOfText('10.5', ',')).toBe(1050);
    expect(stakeOfText('1.000', '.')).toBeNull();
    expect(stakeOfText('1,000', '.')).toBe(100000);
    expect(stakeOfText('10.5', '.')).toBe(1050);
    expect(stakeOfText('10,5', '.')).toBe(1050);
  });

  it('refuses a text no more digits can make a stake of; an unfinished one is no stake yet', () => {
    expect(stakeOfText('10,505', ',')).toBeNull();
    expect(stakeOfText('1.0000', ',')).toBeNull();
    expect(stakeOfText('12345678901', ',')).toBeNull();
    expect(stakeOfText('1234567890', ',')).toBe(123456789000);
    expect(stakeOfText('1.000.0', ',')).toBe(0);
  });

  it('reads back as the amount typed, in minor units, nothing typed as 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom('.', ','), (minor, sign) => {
        const text = `${Math.floor(minor / 100)}${sign}${String(minor % 100).padStart(2, '0')}`;
        expect(stakeOfText(stakeText(text), sign)).toBe(minor);
      }),
    );
    expect(stakeOfText('', ',')).toBe(0);
    expect(stakeOfText('0', ',')).toBe(0);
    expect(stakeOfText('5.', '.')).toBe(500);
    expect(stakeOfText('5,', ',')).toBe(500);
  });
});
