import { describe, expect, it } from 'vitest';
import { routeName, shellRouteName } from './route-name.ts';

describe('routeName', () => {
  it('is home for the language root', () => {
    expect(routeName('/tr/')).toBe('home');
    expect(routeName('/en')).toBe('home');
  });
  it('is the first segment after the language', () => {
    expect(routeName('/tr/betslip')).toBe('betslip');
    expect(routeName('/en/matchdetail/12?x=1')).toBe('matchdetail');
    expect(routeName('/de/couponShare/5')).toBe('couponshare');
  });
  it('names Favorites as the spec does, where the footer is hidden', () => {
    expect(shellRouteName('/tr/favorites')).toBe('favoritesLive');
  });
});
