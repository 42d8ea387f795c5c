import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, effectiveTheme, isTheme, THEMES } from './ui-store.ts';

describe('colour themes', () => {
  it('has the six themes of the spec, blue by default', () => {
    expect(THEMES).toEqual(['red', 'blue', 'green', 'orange', 'gold', 'black']);
    expect(DEFAULT_THEME).toBe('blue');
  });
  it("uses the player's choice, else the site's default, else blue", () => {
    expect(effectiveTheme('green', 'red')).toBe('green');
    expect(effectiveTheme(null, 'red')).toBe('red');
    expect(effectiveTheme(null, 'purple')).toBe('blue');
    expect(effectiveTheme(null, undefined)).toBe('blue');
  });
  it('recognises only the six names', () => {
    expect(isTheme('gold')).toBe(true);
    expect(isTheme('Gold')).toBe(false);
    expect(isTheme(null)).toBe(false);
  });
});
