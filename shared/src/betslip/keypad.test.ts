import { describe, expect, it } from 'vitest';
import { keypadDone, keypadInput } from './keypad.ts';

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
