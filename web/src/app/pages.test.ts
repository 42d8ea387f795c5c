import { describe, expect, it } from 'vitest';
import { pageBuilt } from './pages.ts';

describe('pages with a screen', () => {
  it('knows built pages by their first segment, with or without a query or an id', () => {
    for (const path of ['', 'sports', 'uphigh?act=1', 'coupons/123', 'notifications#4', 'results'])
      expect(pageBuilt(path), path).toBe(true);
  });

  it('tells the spec areas and account pages not built yet', () => {
    for (const path of ['deposit', 'withdraw', 'livecasino', 'casino', 'bingo', 'register', 'transactions'])
      expect(pageBuilt(path), path).toBe(false);
  });
});
