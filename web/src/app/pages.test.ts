import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_PAGES, pageBuilt } from './pages.ts';

describe('pages with a screen', () => {
  it('knows built pages by their first segment, with or without a query or an id', () => {
    for (const path of [
      '',
      'sports',
      'uphigh?act=1',
      'coupons/123',
      'notifications#4',
      'results',
      'deposit?request=4',
    ])
      expect(pageBuilt(path), path).toBe(true);
  });

  it('tells the spec areas and account pages not built yet', () => {
    for (const path of ['messages', 'topWinners']) expect(pageBuilt(path), path).toBe(false);
  });

  it('lists exactly the pages the router has (App.tsx), so no built page shows as coming soon', () => {
    const app = fs.readFileSync(new URL('./App.tsx', import.meta.url), 'utf8');
    const routed = new Set(
      [...app.matchAll(/path: '([^'/][^']*)'/g)]
        .map((m) => m[1]!.split('/')[0]!)
        .filter((segment) => !segment.startsWith(':') && segment !== '*'),
    );
    expect([...routed].sort()).toEqual([...BUILT_PAGES].filter((p) => p !== '').sort());
  });
});
